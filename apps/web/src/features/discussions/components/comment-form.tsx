import { useState } from 'react';

import { COMMENT_MAX_LENGTH, commentContentSchema } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { serverMessage } from '../../../lib/api-client';

type CommentFormProps = {
  label: string;
  submitLabel: string;
  placeholder: string;
  onSubmit: (input: { content: string; spoiler: boolean }) => Promise<unknown>;
  onCancel?: () => void;
};

/** A comment or reply box: the button stays disabled while the text is blank (docs/product.md §5). */
export function CommentForm({ label, submitLabel, placeholder, onSubmit, onCancel }: CommentFormProps) {
  const [content, setContent] = useState('');
  const [spoiler, setSpoiler] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = commentContentSchema.safeParse(content).success;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit({ content, spoiler });
      setContent('');
      setSpoiler(false);
    } catch (cause) {
      // docs/product.md §8: comment actions that fail are logged; the server's reason (e.g. the rate limit) is shown too.
      console.error('Could not post the comment', cause);
      setError(serverMessage(cause) ?? 'Could not post the comment');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void submit(event)}>
      <Field label={label} labelHidden>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            className="textarea textarea-bordered w-full"
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            placeholder={placeholder}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <label className="label cursor-pointer gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={spoiler}
            onChange={(event) => setSpoiler(event.target.checked)}
          />
          Contains a solution (hide it until clicked)
        </label>
        <span className="grow" />
        {onCancel && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn btn-primary btn-sm" disabled={!valid || sending}>
          {submitLabel}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
