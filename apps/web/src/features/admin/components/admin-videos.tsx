import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { DeleteButton } from '../../../components/ui/delete-button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteVideo } from '../api/videos';
import { AdminProblemList } from './admin-problem-list';
import { DELETE_CONFIRMATION } from './delete-problems';

/** /admin/video (docs/product.md §2 "Admin video screen"): upload or delete each problem's editorial video. */
export function AdminVideos() {
  const deleteVideo = useDeleteVideo();
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const onDelete = async (problemId: string) => {
    // docs/product.md §2 gives this screen the delete screen's confirmation text.
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setNotice(null);
    try {
      await deleteVideo.mutateAsync(problemId);
      setNotice({ kind: 'success', text: 'Video deleted' });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };

  return (
    <AdminProblemList
      heading="Video Problems"
      numbered
      actions={(problem) => (
        <>
          <Link
            to={paths.admin.upload.getHref(problem._id)}
            className="btn btn-sm btn-primary"
            aria-label={`Upload video for ${problem.title}`}
          >
            <Upload className="size-4" aria-hidden="true" />
            Upload
          </Link>
          <DeleteButton
            label={`Delete video of ${problem.title}`}
            pending={deleteVideo.isPending && deleteVideo.variables === problem._id}
            onDelete={() => void onDelete(problem._id)}
          />
        </>
      )}
    >
      {notice && (
        <div role="alert" className={`alert ${notice.kind === 'error' ? 'alert-error' : 'alert-success'}`}>
          {notice.text}
        </div>
      )}
    </AdminProblemList>
  );
}
