/** A checker's verdict on one output; `message` explains a rejection to the learner. */
export type CheckResult = { accepted: boolean; message?: string };

/** Shortens text for messages. */
export function preview(text: string, limit = 60): string {
  const json = JSON.stringify(text);
  return json.length > limit ? `${json.slice(0, limit - 4)}…"` : json;
}
