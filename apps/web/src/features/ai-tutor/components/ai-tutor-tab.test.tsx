import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { aiChatMessages, type AiConversation } from '@codeyard/shared';

import { authValue, testUser, TestProviders } from '../../../testing/render';
import { AiTutorTab } from './ai-tutor-tab';

/** A fetch answering the conversation, and the stream with SSE pieces released one at a time by `next()`. */
function stubTutor(conversation: AiConversation, stream: { status?: number; pieces?: string[]; body?: unknown } = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let release: (() => void) | null = null;
  const next = () => release?.();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push({
        method: init?.method ?? 'GET',
        path,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      });
      if (path === '/api/ai/chat/p1' && (init?.method ?? 'GET') === 'GET')
        return new Response(JSON.stringify(conversation), { headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/ai/chat/stream') {
        if (stream.status)
          return new Response(JSON.stringify(stream.body), {
            status: stream.status,
            headers: { 'Content-Type': 'application/json' },
          });
        const encoder = new TextEncoder();
        const pieces = [...(stream.pieces ?? [])];
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            await new Promise<void>((resolve) => (release = resolve));
            const piece = pieces.shift();
            if (piece === undefined) controller.close();
            else controller.enqueue(encoder.encode(piece));
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }),
  );
  return { calls, next };
}

const sse = (event: object) => `data: ${JSON.stringify(event)}\n\n`;

function renderTab() {
  render(
    <MemoryRouter>
      <TestProviders auth={authValue(testUser)}>
        <AiTutorTab problemId="p1" language="cpp" getCode={() => 'int main() {}'} />
      </TestProviders>
    </MemoryRouter>,
  );
}

describe('AiTutorTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says plainly when the helper is not configured, and how to enable it', async () => {
    stubTutor({ configured: false, messages: [], notice: aiChatMessages.notConfigured });
    renderTab();
    expect(await screen.findByText('The AI helper is not configured')).toBeTruthy();
    expect(screen.getByText(aiChatMessages.notConfigured)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps Send disabled until the message has 2 characters, and says why', async () => {
    stubTutor({ configured: true, messages: [], notice: null });
    renderTab();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'a' } });
    expect(send.disabled).toBe(true);
    // Said beside the box and tied to it, so a screen reader hears why with the box.
    const why = screen.getByText('Message must be at least 2 characters');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(why.id);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: 'ab' } });
    expect(send.disabled).toBe(false);
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('streams the reply into the conversation and sends the whole conversation with the code', async () => {
    const stored = {
      configured: true,
      messages: [
        { role: 'user' as const, parts: [{ text: 'Earlier' }] },
        { role: 'model' as const, parts: [{ text: 'Earlier answer' }] },
      ],
      notice: null,
    };
    const { calls, next } = stubTutor(stored, {
      pieces: [
        sse({ type: 'delta', text: 'Think ' }),
        sse({ type: 'delta', text: 'about sums.' }),
        sse({ type: 'done', message: { role: 'model', parts: [{ text: 'Think about sums.' }] } }),
      ],
    });
    renderTab();
    expect(await screen.findByText('Earlier answer')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Give me a hint' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/ai/chat/stream')).toBe(true));
    expect(calls.find((call) => call.path === '/api/ai/chat/stream')!.body).toEqual({
      problemId: 'p1',
      messages: [...stored.messages, { role: 'user', parts: [{ text: 'Give me a hint' }] }],
      code: 'int main() {}',
      language: 'cpp',
    });
    next();
    expect(await screen.findByText('Think')).toBeTruthy();
    // While the reply streams, Stop replaces Send.
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    next();
    expect(await screen.findByText('Think about sums.')).toBeTruthy();
    next();
    next();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getAllByText('Think about sums.')).toHaveLength(1);
  });

  it("shows 'Sorry, I encountered an error.' as the model's message when the call fails", async () => {
    stubTutor(
      { configured: true, messages: [], notice: null },
      { status: 429, body: { message: aiChatMessages.dailyQuota } },
    );
    renderTab();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // Shown as a failure, not as something the tutor said.
    const failure = await screen.findByText(/The AI helper could not answer/);
    expect(failure.closest('[data-role]')?.getAttribute('data-role')).toBe('error');
    expect(failure.textContent).toContain(aiChatMessages.failed);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(aiChatMessages.dailyQuota);
  });

  it("offers Retry on a failed reply, asking the same question again, and shows today's quota", async () => {
    const question = { role: 'user' as const, parts: [{ text: 'Why TLE?' }] };
    const failed = { role: 'model' as const, parts: [{ text: aiChatMessages.failed }] };
    const { calls, next } = stubTutor(
      { configured: true, messages: [question, failed], notice: null, quota: { remaining: 7, limit: 50 } },
      {
        pieces: [
          sse({ type: 'delta', text: 'Use a set.' }),
          sse({ type: 'done', message: { role: 'model', parts: [{ text: 'Use a set.' }] } }),
        ],
      },
    );
    renderTab();
    expect(await screen.findByText('7 of 50 messages left today')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/ai/chat/stream')).toBe(true));
    next();
    expect(await screen.findByText('Use a set.')).toBeTruthy();
    next();
    next();
    await screen.findByRole('button', { name: 'Send' });
    const sent = calls.find((call) => call.path === '/api/ai/chat/stream')?.body as { messages: (typeof question)[] };
    expect(sent.messages.at(-1)).toEqual(question);
    // Answered: the failure no longer offers a retry.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
