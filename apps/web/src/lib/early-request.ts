/**
 * A request sent before the code that needs it has loaded (from main.tsx, while the route's
 * chunks load), handed over once to the first reader of the same key. Readers after that, or of
 * another key, send their own: a refetch must not be answered from the past.
 */
export function earlyRequest<Answer>() {
  let early: { key: string; answer: Promise<Answer> } | null = null;
  return {
    /** Sends the request for `key` now, unless it is already on its way. Answers it; it stays to be taken. */
    start(key: string, send: () => Promise<Answer>): Promise<Answer> {
      if (early?.key === key) return early.answer;
      early = { key, answer: send() };
      // Handled by whoever takes it; this keeps a failure before then from being reported as unhandled.
      early.answer.catch(() => undefined);
      return early.answer;
    },
    /** The early answer for `key` (once), otherwise `send`'s. */
    take(key: string, send: () => Promise<Answer>): Promise<Answer> {
      if (early?.key !== key) return send();
      const { answer } = early;
      early = null;
      return answer;
    },
  };
}
