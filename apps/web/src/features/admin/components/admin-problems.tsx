import { Download, Pencil } from 'lucide-react';
import { Link } from 'react-router';

import { apiHrefs, paths } from '../../../config/paths';
import { AdminProblemList } from './admin-problem-list';
import { ImportProblemForm } from './import-problem-form';

/** /admin/problems: every problem with Edit and Export, and the package import form (docs/product.md §2, issue 5). */
export function AdminProblems() {
  return (
    <AdminProblemList
      heading="All Problems"
      actions={(problem) => (
        <>
          <Link
            to={paths.admin.update.getHref(problem._id)}
            className="btn btn-sm btn-outline"
            aria-label={`Edit ${problem.title}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Link>
          <a
            href={apiHrefs.exportProblem(problem._id)}
            download
            className="btn btn-sm btn-ghost"
            aria-label={`Export ${problem.title}`}
          >
            <Download className="size-4" aria-hidden="true" />
            Export
          </a>
        </>
      )}
    >
      <ImportProblemForm />
    </AdminProblemList>
  );
}
