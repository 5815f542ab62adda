import { CheckCircle2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { formatVideoDuration, MAX_VIDEO_BYTES, VIDEO_UPLOAD_MESSAGES } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAdminProblem } from '../api/get-admin-problem';
import { uploadVideo, useVideoSettings, type VideoSolution } from '../api/videos';

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'success'; video: VideoSolution }
  | { phase: 'error'; message: string };

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** docs/product.md §5: a file, of a video type, at most 100 MB; the server checks the bytes again. */
function validate(file: File | null): string | null {
  if (!file) return VIDEO_UPLOAD_MESSAGES.noFile;
  if (!file.type.startsWith('video/')) return VIDEO_UPLOAD_MESSAGES.invalidType;
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** /admin/upload/:problemId (docs/product.md §2 "Video upload", §4 upload states). */
export function VideoUpload({ problemId }: { problemId: string }) {
  // Which problem the video is for, named on the page (the URL holds only its id).
  const problem = useAdminProblem(problemId);
  const settings = useVideoSettings();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(file);
    if (invalid || !file || !settings.data) {
      setState({ phase: 'error', message: invalid ?? VIDEO_UPLOAD_MESSAGES.failed });
      return;
    }
    setState({ phase: 'uploading', percent: 0 });
    try {
      const video = await uploadVideo({
        problemId,
        file,
        storage: settings.data.storage,
        onProgress: (percent) => setState({ phase: 'uploading', percent }),
      });
      setState({ phase: 'success', video });
      // docs/product.md §4: the form resets on success.
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      setState({ phase: 'error', message: (error instanceof Error && error.message) || VIDEO_UPLOAD_MESSAGES.failed });
    }
  };

  if (settings.isPending) return <Spinner label="Loading" />;
  const uploading = state.phase === 'uploading';

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6 px-3 py-8 sm:px-4">
      <div>
        <h1 className="text-3xl font-bold">Upload Video</h1>
        {problem.data && (
          <p className="text-base-content/70">
            For{' '}
            <Link to={paths.problem.getHref(problemId)} className="link">
              {problem.data.title}
            </Link>
          </p>
        )}
      </div>
      <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field label="Choose video">
          {({ id, describedBy }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              ref={inputRef}
              type="file"
              accept="video/*"
              className="file-input file-input-bordered w-full"
              disabled={uploading}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setState({ phase: 'idle' });
              }}
            />
          )}
        </Field>
        {file && (
          <p className="text-sm" aria-label="Selected file">
            <span className="font-medium">{file.name}</span> · {formatSize(file.size)}
          </p>
        )}
        {state.phase === 'error' && (
          <div role="alert" className="alert alert-error">
            {state.message}
          </div>
        )}
        {uploading && (
          <div className="flex flex-col gap-1">
            <div className="flex justify-between text-sm">
              <span>Uploading…</span>
              <span>{state.percent}%</span>
            </div>
            <progress
              className="progress progress-primary w-full"
              value={state.percent}
              max={100}
              aria-label="Upload progress"
            />
          </div>
        )}
        {state.phase === 'success' && (
          <div role="status" className="alert alert-success flex flex-col items-start">
            <span className="flex items-center gap-2 font-semibold">
              <CheckCircle2 className="size-5" aria-hidden="true" />
              Upload successful
            </span>
            <span>Duration: {formatVideoDuration(state.video.duration)}</span>
            <span>Uploaded: {new Date(state.video.uploadedAt).toLocaleString()}</span>
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={uploading}>
          {uploading ? 'Uploading…' : 'Upload Video'}
        </button>
      </form>
    </section>
  );
}
