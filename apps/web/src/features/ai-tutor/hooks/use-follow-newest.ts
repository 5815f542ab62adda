import { useEffect, useRef, type UIEventHandler } from 'react';

/** Distance from the bottom (px) within which the list counts as following the newest message. */
const FOLLOW_SLACK_PX = 80;

/**
 * Keeps the conversation at its newest message as messages arrive (`messageCount`) and a reply
 * streams in (`streamedLength`), unless the reader scrolled up to read; `follow()` resumes it (a
 * question just sent).
 */
export function useFollowNewest(messageCount: number, streamedLength: number) {
  const listRef = useRef<HTMLUListElement | null>(null);
  const following = useRef(true);
  useEffect(() => {
    const list = listRef.current;
    if (list && following.current) list.scrollTop = list.scrollHeight;
  }, [messageCount, streamedLength]);
  const onScroll: UIEventHandler<HTMLUListElement> = (event) => {
    const list = event.currentTarget;
    following.current = list.scrollHeight - list.scrollTop - list.clientHeight <= FOLLOW_SLACK_PX;
  };
  const follow = () => {
    following.current = true;
  };
  return { listRef, onScroll, follow };
}
