import { Send, Square } from 'lucide-react';

import { Field } from '../../../components/form/field';

type MessageFormProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
  /** The draft's validation message, once the user has typed or tried to send. */
  error: string | null;
  /** What is left of today's messages, said under the box. */
  quota: string | null;
  /** While a reply streams in, the button stops it instead of sending. */
  streaming: boolean;
  canSend: boolean;
  onSend: () => void;
  onStop: () => void;
};

/** The chat's message box: Enter sends, Shift+Enter starts a new line. */
export function MessageForm({
  draft,
  onDraftChange,
  error,
  quota,
  streaming,
  canSend,
  onSend,
  onStop,
}: MessageFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Field label="Message" labelHidden error={error ?? undefined} hint={quota ?? undefined}>
        {({ id, describedBy }) => (
          <div className="flex items-end gap-2">
            <textarea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              className={`textarea textarea-bordered grow ${error ? 'textarea-error' : ''}`}
              rows={2}
              placeholder="Ask the AI helper about this problem…"
              value={draft}
              onChange={(event) => onDraftChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
            />
            {streaming ? (
              <button type="button" className="btn btn-outline" onClick={onStop}>
                <Square className="size-4" aria-hidden="true" />
                Stop
              </button>
            ) : (
              <button type="submit" className="btn btn-primary" disabled={!canSend}>
                <Send className="size-4" aria-hidden="true" />
                Send
              </button>
            )}
          </div>
        )}
      </Field>
    </form>
  );
}
