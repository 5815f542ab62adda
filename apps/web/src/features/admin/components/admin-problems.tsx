import { Download, Pencil } from 'lucide-react';
import { Link } from 'react-router';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { Spinner } from '../../../components/ui/spinner';
import { apiHrefs, paths } from '../../../config/paths';
import { useAdminProblems } from '../api/get-admin-problems';
import { joinTags } from '../utils/tags';
import { ImportProblemForm } from './import-problem-form';

/** /admin/problems: every problem with Edit and Export, and the package import form (SPEC §2, issue 5). */
export function AdminProblems() {
  const problemsQuery = useAdminProblems();
  const problems = problemsQuery.data ?? [];

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 py-8 sm:px-4">
      <h1 className="text-3xl font-bold">All Problems</h1>
      <ImportProblemForm />
      {problemsQuery.isPending ? (
        <Spinner label="Loading problems" />
      ) : problems.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">No problems found.</p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          {/* On phones the Tags column folds under the title so the actions stay on screen. */}
          <table className="table table-sm sm:table-md">
            <thead>
              <tr>
                <th>Title</th>
                <th>Difficulty</th>
                <th className="hidden md:table-cell">Tags</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem) => (
                <tr key={problem._id}>
                  <td className="break-words">
                    <span className="font-medium">{problem.title}</span>
                    <span className="block text-xs text-base-content/70 md:hidden">{joinTags(problem.tags)}</span>
                  </td>
                  <td>
                    <DifficultyBadge difficulty={problem.difficulty} />
                  </td>
                  <td className="hidden md:table-cell">{joinTags(problem.tags)}</td>
                  <td>
                    <div className="flex flex-col gap-2 sm:flex-row">
                      <Link to={paths.admin.update.getHref(problem._id)} className="btn btn-sm btn-outline" aria-label={`Edit ${problem.title}`}>
                        <Pencil className="size-4" aria-hidden="true" />
                        Edit
                      </Link>
                      <a href={apiHrefs.exportProblem(problem._id)} download className="btn btn-sm btn-ghost" aria-label={`Export ${problem.title}`}>
                        <Download className="size-4" aria-hidden="true" />
                        Export
                      </a>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
