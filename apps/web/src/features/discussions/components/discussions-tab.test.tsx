import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CommentView, ReplyView } from '@codeyard/shared';

import type { ServerToClientEvents } from '../../../lib/socket';
import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { socketFake } from '../../../testing/socket-fake';
import { DiscussionsTab } from './discussions-tab';

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));
/** The server pushes a comment event to the page. */
function hear<Event extends keyof ServerToClientEvents>(
  event: Event,
  ...args: Parameters<ServerToClientEvents[Event]>
) {
  act(() => socketFake.push(event, ...args));
}

const author = { _id: 'user-2', firstName: 'Grace', lastName: 'Hopper' };
function comment(overrides: Partial<CommentView> = {}): CommentView {
  return {
    _id: 'c1',
    problemId: 'p1',
    userId: author,
    content: 'Try **two pointers**.',
    spoiler: false,
    likes: [],
    replies: [],
    replyCount: overrides.replies?.length ?? 0,
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

function replyTo(index: number): ReplyView {
  return {
    _id: `r${index}`,
    userId: author,
    content: `Reply number ${index}`,
    spoiler: false,
    likes: [],
    createdAt: `2026-01-02T04:00:${String(index).padStart(2, '0')}.000Z`,
  };
}

function renderTab(user = testUser as typeof testUser | null) {
  render(
    <MemoryRouter>
      <TestProviders auth={authValue(user)}>
        <DiscussionsTab problemId="p1" />
      </TestProviders>
    </MemoryRouter>,
  );
}

describe('DiscussionsTab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lets visitors read and asks them to log in to write', async () => {
    stubFetch({ '/api/comments/problem/p1': { body: [comment()] } });
    renderTab(null);
    expect(await screen.findByText('two pointers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to join the discussion.' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('shows the staff badge beside an admin’s comments and replies, and beside nobody else’s (issue 30)', async () => {
    const admin = { _id: 'admin-1', firstName: 'Root', lastName: '', staff: true as const };
    const answer: ReplyView = { ...replyTo(1), _id: 'r-admin', userId: admin, content: 'Read the constraints.' };
    stubFetch({
      '/api/comments/problem/p1': {
        body: {
          comments: [
            comment({ _id: 'c-admin', userId: admin, content: 'Pinned by the jury.' }),
            comment({ replies: [answer], replyCount: 1 }),
          ],
          nextBefore: null,
        },
      },
    });
    renderTab();
    await screen.findByText('Pinned by the jury.');
    const byAdmin = screen.getAllByRole('article', { name: 'Comment by Root' });
    expect(byAdmin).toHaveLength(2);
    for (const article of byAdmin) expect(within(within(article).getByRole('banner')).getByText('Staff')).toBeTruthy();
    const byGrace = screen.getByRole('article', { name: 'Comment by Grace Hopper' });
    expect(within(byGrace).getAllByText('Staff')).toHaveLength(1); // the admin's reply inside it, not Grace's own
    expect(within(within(byGrace).getAllByRole('banner')[0]!).queryByText('Staff')).toBeNull();
  });

  it("follows the server's page cursor: a page cut short by its byte bound still has a next page", async () => {
    const { calls } = stubFetch({
      '/api/comments/problem/p1': { body: { comments: [comment()], nextBefore: 'c1' } },
      '/api/comments/problem/p1?before=c1': {
        body: { comments: [comment({ _id: 'c0', content: 'Older one' })], nextBefore: null },
      },
    });
    renderTab();
    expect(await screen.findByText('two pointers')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Load older comments/ }));
    expect(await screen.findByText('Older one')).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/api/comments/problem/p1?before=c1');
    expect(screen.queryByRole('button', { name: /Load older comments/ })).toBeNull();
  });

  it('toggles a reply box per comment whose Post Reply is disabled while blank', async () => {
    const { calls } = stubFetch({
      '/api/comments/problem/p1': { body: [comment(), comment({ _id: 'c2', content: 'Second' })] },
      'POST /api/comments/reply/c1': {
        status: 201,
        body: {
          _id: 'r1',
          parentId: 'c1',
          replyCount: 1,
          userId: { _id: testUser._id, firstName: 'ada', lastName: '' },
          content: 'Thanks',
          spoiler: false,
          likes: [],
          createdAt: '2026-01-02T03:05:00.000Z',
        },
      },
    });
    renderTab();
    const first = (await screen.findByText('two pointers')).closest('li')!;
    expect(screen.queryByRole('button', { name: 'Post Reply' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Reply' }));
    const post = within(first).getByRole('button', { name: 'Post Reply' });
    expect((post as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(first).getByRole('textbox', { name: 'Your reply' }), { target: { value: '   ' } });
    expect((post as HTMLButtonElement).disabled).toBe(true);
    // Only that comment's box opened: the page's own comment box and this one.
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    fireEvent.change(within(first).getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Thanks' } });
    fireEvent.click(post);
    expect(await within(first).findByText('Thanks')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/comments/reply/c1',
      body: { content: 'Thanks', spoiler: false },
    });
    // Posted, the reply box closes.
    await vi.waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(1));
  });

  it("shows others' comments and likes as they happen, once each", async () => {
    stubFetch({ '/api/comments/problem/p1': { body: [comment()] } });
    renderTab();
    await screen.findByText('two pointers');
    const live = comment({ _id: 'c9', content: 'Live from another tab' });
    hear('comment-added', { problemId: 'p1', parentId: null, comment: live });
    hear('comment-added', { problemId: 'p1', parentId: null, comment: live });
    hear('comment-added', {
      problemId: 'other',
      parentId: null,
      comment: comment({ _id: 'c10', content: 'Elsewhere' }),
    });
    // The query cache tells the page on its next tick.
    expect(await screen.findAllByText('Live from another tab')).toHaveLength(1);
    expect(screen.queryByText('Elsewhere')).toBeNull();
    hear('comment-updated', { problemId: 'p1', parentId: null, commentId: 'c1', likes: ['user-3', 'user-4'] });
    const first = screen.getByText('two pointers').closest('li')!;
    await vi.waitFor(() => expect(within(first).getByTestId('like-count').textContent).toBe('2'));
    hear('comment-deleted', { problemId: 'p1', parentId: null, commentId: 'c9' });
    await vi.waitFor(() => expect(screen.queryByText('Live from another tab')).toBeNull());
  });

  it("reads the list again once the socket is in the problem's room: a comment posted before was not heard", async () => {
    let reads = 0;
    const { calls } = stubFetch({
      '/api/comments/problem/p1': () => ({ body: reads++ === 0 ? [] : [comment({ content: 'Posted meanwhile' })] }),
    });
    renderTab();
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    expect(socketFake.emitted).toContainEqual({ event: 'join-problem', payload: { problemId: 'p1' } });
    act(() => socketFake.acknowledge('join-problem', { joined: true }));
    expect(await screen.findByText('Posted meanwhile')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/comments/problem/p1')).toHaveLength(2);
  });

  it('does not lose a comment heard while the list is still being read (that read may predate it)', async () => {
    const live = comment({ _id: 'c9', content: 'Heard while loading' });
    let answerFirstRead: (comments: CommentView[]) => void = () => undefined;
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        reads++;
        const comments =
          reads === 1 ? await new Promise<CommentView[]>((resolve) => (answerFirstRead = resolve)) : [live];
        return new Response(JSON.stringify(comments), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderTab();
    await vi.waitFor(() => expect(reads).toBe(1));
    hear('comment-added', { problemId: 'p1', parentId: null, comment: live });
    act(() => answerFirstRead([]));
    expect(await screen.findByText('Heard while loading')).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('asks before deleting and offers Delete only to the author', async () => {
    const { calls } = stubFetch({
      '/api/comments/problem/p1': {
        body: [
          comment(),
          comment({ _id: 'mine', content: 'My own', userId: { _id: testUser._id, firstName: 'ada', lastName: '' } }),
        ],
      },
      'DELETE /api/comments/mine': { body: { message: 'Comment deleted' } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderTab();
    const mine = (await screen.findByText('My own')).closest('li')!;
    expect(
      within(screen.getByText('two pointers').closest('li')!).queryByRole('button', { name: 'Delete' }),
    ).toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this comment?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByText('My own')).toBeNull());
  });

  it("shows a long thread's first replies and loads the rest on request, a new reply counted until it is reached", async () => {
    const { calls } = stubFetch({
      '/api/comments/problem/p1': { body: [comment({ replies: [1, 2].map(replyTo), replyCount: 4 })] },
      '/api/comments/c1/replies?after=r2': { body: [3, 4, 5].map(replyTo) },
    });
    renderTab();
    const thread = (await screen.findByText('two pointers')).closest('li')!;
    expect(within(thread).getByText('Reply number 2')).toBeTruthy();
    // Someone replies while replies 3 and 4 are not loaded: counted, shown in its place later.
    hear('comment-added', { problemId: 'p1', parentId: 'c1', comment: replyTo(5), replyCount: 5 });
    hear('comment-added', { problemId: 'p1', parentId: 'c1', comment: replyTo(5), replyCount: 5 });
    const more = await within(thread).findByRole('button', { name: 'Show 3 more replies' });
    expect(within(thread).queryByText('Reply number 5')).toBeNull();
    fireEvent.click(more);
    expect(await within(thread).findByText('Reply number 5')).toBeTruthy();
    expect(
      within(thread)
        .getAllByText(/^Reply number \d$/)
        .map((node) => node.textContent),
    ).toEqual([1, 2, 3, 4, 5].map((index) => `Reply number ${index}`));
    expect(within(thread).queryByRole('button', { name: /more repl/ })).toBeNull();
    expect(calls.filter((call) => call.path.includes('/replies'))).toHaveLength(1);
    // All shown now: a reply arriving is added at the end, once.
    hear('comment-added', { problemId: 'p1', parentId: 'c1', comment: replyTo(6), replyCount: 6 });
    hear('comment-added', { problemId: 'p1', parentId: 'c1', comment: replyTo(6), replyCount: 6 });
    await vi.waitFor(() => expect(within(thread).getAllByText('Reply number 6')).toHaveLength(1));
  });

  it('says when more replies could not be loaded, and tries again on the next click', async () => {
    let fail = true;
    stubFetch({
      '/api/comments/problem/p1': { body: [comment({ replies: [replyTo(1)], replyCount: 2 })] },
      '/api/comments/c1/replies?after=r1': () =>
        fail ? { status: 500, body: { message: 'Internal server error' } } : { body: [replyTo(2)] },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTab();
    const thread = (await screen.findByText('two pointers')).closest('li')!;
    fireEvent.click(within(thread).getByRole('button', { name: 'Show 1 more reply' }));
    expect((await within(thread).findByRole('alert')).textContent).toBe('Could not load replies. Try again.');
    fail = false;
    fireEvent.click(within(thread).getByRole('button', { name: 'Show 1 more reply' }));
    expect(await within(thread).findByText('Reply number 2')).toBeTruthy();
    expect(within(thread).queryByRole('alert')).toBeNull();
  });

  it('keeps a solution collapsed until clicked', async () => {
    stubFetch({ '/api/comments/problem/p1': { body: [comment({ spoiler: true, content: 'Sort, then scan.' })] } });
    renderTab();
    const summary = await screen.findByText('Contains a solution: click to show');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
  });
});
