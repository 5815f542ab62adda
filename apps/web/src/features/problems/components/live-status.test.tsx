import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { ProblemPage } from '@codeyard/shared';

import { socketFake } from '../../../testing/socket-fake';
import { useProblemPresence } from '../hooks/use-problem-presence';
import { useSocketStatus } from '../hooks/use-socket-status';
import { ProblemHeader } from './problem-header';

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));

const problem: ProblemPage = {
  _id: 'p1',
  title: 'Add Two',
  difficulty: 'easy',
  tags: [],
  description: '',
  statementHtml: '',
  visibleTests: [],
  startCode: [],
  solvedByUser: false,
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  contestMode: null,
};

/** The header as the problem workspace composes it: the live count and the connection's state. */
function LiveHeader({ problemId }: { problemId: string }) {
  const live = { viewers: useProblemPresence(problemId), socketStatus: useSocketStatus() };
  return <ProblemHeader problem={{ ...problem, _id: problemId }} live={live} />;
}

const sent = (event: string) => socketFake.emitted.filter((emitted) => emitted.event === event);

describe("the problem header's live status (docs/realtime.md, presence)", () => {
  it('joins the problem, shows how many are solving it, and leaves when the page goes', () => {
    const { unmount } = render(<LiveHeader problemId="p1" />);
    expect(sent('join-problem')).toEqual([{ event: 'join-problem', payload: { problemId: 'p1' } }]);
    expect(screen.queryByText(/solving/)).toBeNull();

    act(() => socketFake.push('problem-user-count', 3));
    expect(screen.getByText('3 people solving')).toBeTruthy();
    act(() => socketFake.push('problem-user-count', 1));
    expect(screen.getByText('1 person solving')).toBeTruthy();

    unmount();
    expect(sent('leave-problem')).toEqual([{ event: 'leave-problem', payload: { problemId: 'p1' } }]);
    expect(socketFake.listenerCount('problem-user-count')).toBe(0);
  });

  it('says Offline while the connection is down, and joins again when it comes back', () => {
    render(<LiveHeader problemId="p1" />);
    act(() => socketFake.push('problem-user-count', 2));

    act(() => socketFake.dropConnection());
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(screen.queryByText('2 people solving')).toBeNull();

    act(() => socketFake.reconnect());
    expect(screen.queryByText('Offline')).toBeNull();
    expect(screen.getByText('2 people solving')).toBeTruthy();
    // The server forgot the dropped connection's room.
    expect(sent('join-problem')).toHaveLength(2);

    act(() => socketFake.failToConnect());
    expect(screen.getByText('Offline')).toBeTruthy();
  });
});
