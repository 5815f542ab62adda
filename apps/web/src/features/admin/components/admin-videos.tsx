import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { DeleteButton } from '../../../components/ui/delete-button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatVideoDuration } from '@codeyard/shared';

import { useDeleteVideo, useVideoList } from '../api/videos';
import { AdminProblemList } from './admin-problem-list';

/** What the delete button asks: the video's problem by name, so nobody thinks the problem goes too. */
export const deleteVideoConfirmation = (title: string) => `Are you sure you want to delete the video of "${title}"?`;

/** /admin/video (docs/product.md §2 "Admin video screen"): which problems have a video; upload or delete each. */
export function AdminVideos() {
  const deleteVideo = useDeleteVideo();
  const videos = useVideoList();
  const videoOf = new Map((videos.data ?? []).map((video) => [video.problemId, video]));
  const videoText = (problemId: string) => {
    if (videos.isPending) return '…';
    const video = videoOf.get(problemId);
    return video ? formatVideoDuration(video.duration) : 'None';
  };
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const onDelete = async (problemId: string, title: string) => {
    if (!window.confirm(deleteVideoConfirmation(title))) return;
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
      extraColumns={[
        {
          header: 'Video',
          // Folded under the title on phones, so the Upload button fits beside the difficulty.
          secondary: true,
          folded: (problem) => `Video: ${videoText(problem._id)}`,
          cell: (problem) => {
            const text = videoText(problem._id);
            return text === 'None' ? <span className="text-base-content/60">None</span> : text;
          },
        },
      ]}
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
          {videoOf.has(problem._id) && (
            <DeleteButton
              label={`Delete video of ${problem.title}`}
              pending={deleteVideo.isPending && deleteVideo.variables === problem._id}
              onDelete={() => void onDelete(problem._id, problem.title)}
            />
          )}
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
