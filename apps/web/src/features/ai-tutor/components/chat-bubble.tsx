import { AlertTriangle, RotateCcw } from 'lucide-react';

import { aiChatMessages, type ChatMessage } from '@codeyard/shared';

import { Markdown } from '../../../components/ui/markdown';

export const textOf = (message: ChatMessage) => message.parts.map((part) => part.text).join('');

/** The tutor's stored reply when the model failed: shown as a failure, not as something the tutor said. */
export const isFailure = (message: ChatMessage) =>
  message.role === 'model' && textOf(message) === aiChatMessages.failed;

type BubbleProps = { message: ChatMessage; streaming?: boolean; onRetry?: () => void };

export function Bubble({ message, streaming = false, onRetry }: BubbleProps) {
  const mine = message.role === 'user';
  if (isFailure(message)) {
    return (
      <li className="chat chat-start" data-role="error">
        <div role="alert" className="chat-bubble chat-bubble-error flex flex-col items-start gap-2">
          <span className="inline-flex items-center gap-2">
            <AlertTriangle className="size-4" aria-hidden="true" />
            The AI helper could not answer. {aiChatMessages.failed}
          </span>
          {onRetry && (
            <button type="button" className="btn btn-xs" onClick={onRetry}>
              <RotateCcw className="size-3" aria-hidden="true" />
              Retry
            </button>
          )}
        </div>
      </li>
    );
  }
  return (
    <li className={`chat ${mine ? 'chat-end' : 'chat-start'}`} data-role={message.role}>
      <div className={`chat-bubble ${mine ? 'chat-bubble-primary whitespace-pre-wrap' : ''}`} aria-busy={streaming}>
        {mine ? textOf(message) : <Markdown>{textOf(message) || '…'}</Markdown>}
      </div>
    </li>
  );
}
