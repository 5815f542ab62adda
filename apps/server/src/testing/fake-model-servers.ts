import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake model server does with the next request. */
export type FakeAnswer =
  | { kind: 'text'; chunks: string[]; /** milliseconds between chunks */ pauseMs?: number }
  | { kind: 'error'; status: number }
  /** Sends headers and one chunk, then never finishes (a stuck model). */
  | { kind: 'stall'; firstChunk: string };

export type ReceivedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown };

export type FakeModelServer = {
  /** For AI_BASE_URL. */
  baseUrl: string;
  received: ReceivedRequest[];
  /** The answer to give from now on. */
  answerWith(answer: FakeAnswer): void;
  /** Resolves when a request's connection closed before its answer ended (the server stopped asking). */
  abandoned: () => Promise<void>;
  close(): Promise<void>;
};

type Dialect = {
  /** Whether this request is the streaming call the provider makes. */
  accepts(method: string, path: string): boolean;
  chunk(text: string, index: number): string;
  end(): string;
  error(status: number): unknown;
};

/** Gemini REST: POST /v1beta/models/<model>:streamGenerateContent?alt=sse, SSE frames of GenerateContentResponse, no end marker. */
const gemini: Dialect = {
  accepts: (method, path) =>
    method === 'POST' && /^\/v1beta\/models\/[^/:]+:streamGenerateContent\?alt=sse$/.test(path),
  chunk: (text, index) =>
    `data: ${JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0, ...(index < 0 ? { finishReason: 'STOP' } : {}) }], modelVersion: 'fake-gemini' })}\r\n\r\n`,
  end: () =>
    `data: ${JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: '' }] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 } })}\r\n\r\n`,
  error: (status) => ({
    error: {
      code: status,
      message: 'The model is overloaded. Please try again later.',
      status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE',
    },
  }),
};

/** OpenAI chat completions: POST /v1/chat/completions with stream: true, `data: {chunk}` lines, then `data: [DONE]`. */
const openai: Dialect = {
  accepts: (method, path) => method === 'POST' && path === '/v1/chat/completions',
  chunk: (text, index) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'fake-gpt', choices: [{ index: 0, delta: index === 0 ? { role: 'assistant', content: text } : { content: text }, finish_reason: null }] })}\n\n`,
  end: () =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'fake-gpt', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`,
  error: () => ({
    error: {
      message: 'The server had an error while processing your request.',
      type: 'server_error',
      param: null,
      code: null,
    },
  }),
};

async function startFake(dialect: Dialect, suffix: string, port = 0): Promise<FakeModelServer> {
  const received: ReceivedRequest[] = [];
  let answer: FakeAnswer = { kind: 'text', chunks: ['Hello'] };
  const abandonedWaiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const text = Buffer.concat(parts).toString('utf8');
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text ? JSON.parse(text) : null,
      });
      if (!dialect.accepts(request.method ?? '', request.url ?? '')) {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: `no route ${request.url}` } }));
        return;
      }
      const current = answer;
      if (current.kind === 'error') {
        response
          .writeHead(current.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(dialect.error(current.status)));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let finished = false;
      response.on('close', () => {
        if (!finished) for (const waiter of abandonedWaiters.splice(0)) waiter();
      });
      if (current.kind === 'stall') {
        response.write(dialect.chunk(current.firstChunk, 0));
        return;
      }
      void (async () => {
        for (const [index, chunk] of current.chunks.entries()) {
          if (response.destroyed) return;
          response.write(dialect.chunk(chunk, index));
          if (current.pauseMs) await new Promise((resolve) => setTimeout(resolve, current.pauseMs));
        }
        finished = true;
        response.end(dialect.end());
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}${suffix}`,
    received,
    answerWith(next) {
      answer = next;
    },
    abandoned: () => new Promise<void>((resolve) => abandonedWaiters.push(resolve)),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Speaks Gemini's REST wire format; AI_BASE_URL is its root (the SDK adds /v1beta/…). */
export const startFakeGemini = () => startFake(gemini, '');
/** Speaks OpenAI's chat completions wire format; AI_BASE_URL ends in /v1 as for OpenAI, Ollama or vLLM. */
export const startFakeOpenAi = (port = 0) => startFake(openai, '/v1', port);
