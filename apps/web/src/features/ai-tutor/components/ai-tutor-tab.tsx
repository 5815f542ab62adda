import { useQueryClient } from '@tanstack/react-query';
import { Bot, SquarePen } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';

import {
  aiChatMessages,
  chatTextSchema,
  quotaText,
  type AiConversation,
  type ChatMessage,
  type SolverLanguage,
} from '@codeyard/shared';

import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { clearConversation, conversationQueryKey, useConversation } from '../api/conversation';
import { streamChat } from '../api/stream-chat';
import { useFollowNewest } from '../hooks/use-follow-newest';
import { Bubble, isFailure, textOf } from './chat-bubble';
import { MessageForm } from './message-form';

type AiTutorTabProps = { problemId: string; language: SolverLanguage; getCode: () => string };

/** docs/product.md §2 CHAT with AI: a tutor that knows the problem and the user's code; replies stream in and can be stopped. */
export function AiTutorTab({ problemId, language, getCode }: AiTutorTabProps) {
  const user = useAuth().state.user;
  const userId = user?._id ?? null;
  const queryClient = useQueryClient();
  const conversation = useConversation(problemId, userId);
  const [draft, setDraft] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState<{ question: ChatMessage; answer: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const stopRef = useRef<AbortController | null>(null);
  const { listRef, onScroll, follow } = useFollowNewest(
    conversation.data?.messages.length ?? 0,
    pending ? pending.answer.length : -1,
  );

  if (!user) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        <Link to="/login" className="link link-primary">
          Log in to chat with the AI helper.
        </Link>
      </p>
    );
  }
  if (conversation.isPending) return <Spinner label="Loading the conversation" />;
  const stored = conversation.data ?? { configured: true, messages: [], notice: null };
  if (!stored.configured) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <Bot className="size-10 text-base-content/40" aria-hidden="true" />
        <h3 className="text-lg font-semibold">The AI helper is not configured</h3>
        <p className="max-w-md text-base-content/70">{stored.notice}</p>
      </div>
    );
  }

  const validation = chatTextSchema.safeParse(draft);
  const error =
    touched && !validation.success ? (validation.error.issues[0]?.message ?? aiChatMessages.required) : null;
  const streaming = pending !== null;

  const setMessages = (update: (messages: ChatMessage[]) => ChatMessage[]) =>
    queryClient.setQueryData<AiConversation>(conversationQueryKey(problemId, userId), (current) =>
      current ? { ...current, messages: update(current.messages) } : current,
    );

  const send = async () => {
    setTouched(true);
    if (!validation.success || streaming) return;
    setDraft('');
    setTouched(false);
    await ask(validation.data);
  };

  const ask = async (text: string) => {
    follow();
    const question: ChatMessage = { role: 'user', parts: [{ text }] };
    const stop = new AbortController();
    stopRef.current = stop;
    setPending({ question, answer: '' });
    setRefusal(null);
    let answer: ChatMessage;
    try {
      answer = await streamChat(
        { problemId, messages: [...stored.messages, question], code: getCode(), language },
        (text) => setPending((current) => (current ? { ...current, answer: current.answer + text } : current)),
        stop.signal,
      );
    } catch (cause) {
      // docs/product.md §8: the conversation shows the failure; a refusal's reason (quota, rate limit) is shown below it.
      console.error('AI chat failed', cause);
      setRefusal(serverMessage(cause));
      answer = { role: 'model', parts: [{ text: aiChatMessages.failed }] };
    }
    setMessages((messages) => [...messages, question, ...(textOf(answer) ? [answer] : [])]);
    setPending(null);
    stopRef.current = null;
    // One message fewer left today (the server's count is read again with the conversation).
    void queryClient.invalidateQueries({ queryKey: conversationQueryKey(problemId, userId), refetchType: 'none' });
  };

  /** The question before the last failed reply, asked again. */
  const lastQuestion = [...stored.messages].reverse().find((message) => message.role === 'user');
  const retryable = !streaming && stored.messages.at(-1) !== undefined && isFailure(stored.messages.at(-1)!);

  const newChat = async () => {
    stopRef.current?.abort();
    try {
      await clearConversation(problemId);
      setMessages(() => []);
      setRefusal(null);
    } catch (cause) {
      console.error('Could not start a new chat', cause);
    }
  };

  return (
    <section className="flex h-full flex-col gap-3" aria-label="CHAT with AI">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">CHAT with AI</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void newChat()} disabled={streaming}>
          <SquarePen className="size-4" aria-hidden="true" />
          New chat
        </button>
      </div>
      <ul
        ref={listRef}
        className="flex grow flex-col gap-1 overflow-y-auto"
        aria-live="polite"
        aria-label="Conversation"
        onScroll={onScroll}
      >
        {stored.messages.length === 0 && !pending && (
          <li className="text-center text-base-content/70">Ask for a hint, or paste an error you do not understand.</li>
        )}
        {stored.messages.map((message, index) => (
          <Bubble
            key={index}
            message={message}
            onRetry={
              retryable && lastQuestion && index === stored.messages.length - 1
                ? () => void ask(textOf(lastQuestion))
                : undefined
            }
          />
        ))}
        {pending && (
          <>
            <Bubble message={pending.question} />
            <Bubble message={{ role: 'model', parts: [{ text: pending.answer }] }} streaming />
          </>
        )}
      </ul>
      {refusal && (
        <p role="alert" className="text-sm text-error">
          {refusal}
        </p>
      )}
      <MessageForm
        draft={draft}
        onDraftChange={(text) => {
          setDraft(text);
          setTouched(true);
        }}
        error={error}
        quota={stored.quota ? quotaText(stored.quota) : null}
        streaming={streaming}
        canSend={validation.success}
        onSend={() => void send()}
        onStop={() => stopRef.current?.abort()}
      />
    </section>
  );
}
