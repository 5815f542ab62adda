import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useAdminProblems } from '../api/get-admin-problems';
import { useDeleteVideo } from '../api/videos';
import { joinTags } from '../utils/tags';
import { DELETE_CONFIRMATION } from './delete-problems';
import { DeleteButton } from '../../../components/ui/delete-button';

/** /admin/video (SPEC §2 "Admin video screen"): upload or delete each problem's editorial video. */
export function AdminVideos() {
  const problemsQuery = useAdminProblems();
  const deleteVideo = useDeleteVideo();
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const onDelete = async (problemId: string) => {
    // SPEC §2 gives this screen the delete screen's confirmation text.
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setNotice(null);
    try {
      await deleteVideo.mutateAsync(problemId);
      setNotice({ kind: 'success', text: 'Video deleted' });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };

  const problems = problemsQuery.data ?? [];
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 py-8 sm:px-4">
      <h1 className="text-3xl font-bold">Video Problems</h1>
      {notice && (
        <div role="alert" className={`alert ${notice.kind === 'error' ? 'alert-error' : 'alert-success'}`}>
          {notice.text}
        </div>
      )}
      {problemsQuery.isPending ? (
        <Spinner label="Loading problems" />
      ) : problemsQuery.isError ? (
        <div role="alert" className="alert alert-error">
          Failed to fetch problems
        </div>
      ) : problems.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">No problems found.</p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead>
              <tr>
                <th>#</th>
                <th>Title</th>
                <th>Difficulty</th>
                <th>Tags</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem, index) => (
                <tr key={problem._id}>
                  <td>{index + 1}</td>
                  <td className="font-medium">{problem.title}</td>
                  <td>
                    <DifficultyBadge difficulty={problem.difficulty} />
                  </td>
                  <td>{joinTags(problem.tags)}</td>
                  <td className="flex gap-2">
                    <Link to={paths.admin.upload.getHref(problem._id)} className="btn btn-sm btn-primary" aria-label={`Upload video for ${problem.title}`}>
                      <Upload className="size-4" aria-hidden="true" />
                      Upload
                    </Link>
                    <DeleteButton label={`Delete video of ${problem.title}`} pending={deleteVideo.isPending && deleteVideo.variables === problem._id} onDelete={() => void onDelete(problem._id)} />
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
