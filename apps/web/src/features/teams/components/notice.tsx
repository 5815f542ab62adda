/** The outcome of the last save or delete on a team screen, in the server's words. */
export type Notice = { ok: boolean; text: string };

export function NoticeBox({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <div role="alert" className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`}>
      {notice.text}
    </div>
  );
}
