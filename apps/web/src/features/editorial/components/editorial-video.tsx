import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';

import { formatVideoDuration } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { getVideoUrl } from '../api/get-video-url';

/**
 * The editorial video. Its URL is signed for minutes; when a later range request fails because
 * the link expired, a fresh URL is fetched and playback resumes where it was.
 */
export function EditorialVideo({ problemId }: { problemId: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef(0);
  const query = useQuery({
    queryKey: ['editorial', 'video', problemId],
    queryFn: () => getVideoUrl(problemId),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

  return (
    <AsyncState query={query} loadingLabel="Loading video">
      {(video) => (
        <div className="flex flex-col gap-2">
          <video
            ref={videoRef}
            key={video.url}
            src={video.url}
            controls
            preload="metadata"
            className="w-full rounded-box bg-black"
            aria-label="Editorial video"
            onLoadedMetadata={() => {
              if (videoRef.current && resumeAt.current > 0) videoRef.current.currentTime = resumeAt.current;
            }}
            onError={() => {
              // Only an expired link is worth a new one; any other failure would fail again.
              if (Date.now() < Date.parse(video.expiresAt)) return;
              resumeAt.current = videoRef.current?.currentTime ?? 0;
              void query.refetch();
            }}
          />
          <p className="text-sm text-base-content/70">Duration {formatVideoDuration(video.duration)}</p>
        </div>
      )}
    </AsyncState>
  );
}
