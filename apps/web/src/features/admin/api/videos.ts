import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { API_BASE, api } from '../../../lib/api-client';

export type VideoSettings = { storage: 'local' | 'cloudinary'; /** bytes */ maxBytes: number };
export type VideoSolution = { problemId: string; /** seconds */ duration: number; uploadedAt: string };

/** GET /api/video/settings: this server's disk, or Cloudinary. */
export function useVideoSettings() {
  return useQuery({
    queryKey: ['admin', 'video-settings'],
    queryFn: () => api.get<VideoSettings>('/video/settings'),
    staleTime: Infinity,
  });
}

export type ListedVideo = { problemId: string; storage: string; /** seconds */ duration: number; uploadedAt: string };
const videoListKey = ['admin', 'videos'] as const;

/** GET /api/video/list: which problems have an editorial video (admins). */
export function useVideoList() {
  return useQuery({
    queryKey: videoListKey,
    queryFn: async () => (await api.get<{ videos: ListedVideo[] }>('/video/list')).videos,
  });
}

/** DELETE /api/video/delete/:problemId (docs/product.md §7); the list then shows the problem without one. */
export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (problemId: string) =>
      api.delete<{ message?: string }>(`/video/delete/${encodeURIComponent(problemId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoListKey }),
  });
}

export class UploadError extends Error {}

/** POSTs a form with upload progress (fetch cannot report it); answers the parsed JSON. */
function postWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  withCredentials: boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = withCredentials;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      const message =
        body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
          ? body.message
          : body && typeof body === 'object' && 'error' in body
            ? String((body as { error: { message?: string } }).error.message ?? '')
            : '';
      reject(new UploadError(message));
    };
    request.onerror = () => reject(new UploadError(''));
    request.send(form);
  });
}

type CloudinaryParameters = {
  signature: string;
  timestamp: string;
  public_id: string;
  api_key: string;
  type: string;
  upload_url: string;
};

/** Uploads the video to this server, or straight to Cloudinary with signed parameters and then records it. */
export async function uploadVideo(options: {
  problemId: string;
  file: File;
  storage: VideoSettings['storage'];
  onProgress: (percent: number) => void;
}): Promise<VideoSolution> {
  const { problemId, file, onProgress } = options;
  if (options.storage === 'local') {
    const form = new FormData();
    form.append('file', file);
    const answer = await postWithProgress<{ videoSolution: VideoSolution }>(
      `${API_BASE}/video/upload/${encodeURIComponent(problemId)}`,
      form,
      onProgress,
      true,
    );
    return answer.videoSolution;
  }
  const parameters = await api.get<CloudinaryParameters>(`/video/create/${encodeURIComponent(problemId)}`);
  const form = new FormData();
  form.append('file', file);
  for (const key of ['signature', 'timestamp', 'public_id', 'api_key', 'type'] as const)
    form.append(key, parameters[key]);
  const uploaded = await postWithProgress<{ public_id: string; secure_url: string; duration: number }>(
    parameters.upload_url,
    form,
    onProgress,
    false,
  );
  const saved = await api.post<{ videoSolution: VideoSolution }>('/video/save', {
    problemId,
    cloudinaryPublicId: uploaded.public_id,
    secureUrl: uploaded.secure_url,
    duration: uploaded.duration,
  });
  return saved.videoSolution;
}
