import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a test scripts for one request, in order; unscripted requests get `fallback`. */
export type FakeReply =
  /** A model answer, sent as SSE chunks when the request asks for `stream`, else as one JSON body. */
  | { content: string; chunkSize?: number; chunkDelayMs?: number; delayMs?: number }
  /** An HTTP error with an OpenAI-style error body. */
  | { status: number; message?: string }
  /** A body that is not JSON at all (a proxy's HTML page, a cut connection). */
  | { raw: string; status?: number }
  /** Accepts the request and answers nothing for this long. */
  | { hangMs: number };

export interface FakeRequest {
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages?: Array<{ role: string; content: string }>;
    [key: string]: unknown;
  };
  receivedAt: number;
}

export interface FakeOpenAi {
  /** For AI_BASE_URL: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: FakeRequest[];
  /** When each streamed answer finished writing (ms timestamps), to prove slides arrive before the end. */
  streamsFinishedAt: number[];
  script(...replies: FakeReply[]): void;
  stop(): Promise<void>;
}

/**
 * An OpenAI-compatible chat-completions server on loopback (POST /v1/chat/completions), so the
 * openai provider is tested over real HTTP with the real `openai` client, streaming included.
 */
export async function startFakeOpenAi(fallback: (request: FakeRequest) => FakeReply = () => ({ content: '{}' })) {
  const queue: FakeReply[] = [];
  const requests: FakeRequest[] = [];
  const streamsFinishedAt: number[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const timers = new Set<NodeJS.Timeout>();
  // Tracked so stop() can cancel a scripted hang instead of leaving a timer behind.
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const server = http.createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    let text = '';
    for await (const chunk of req) text += chunk;
    const request: FakeRequest = { headers: req.headers, body: JSON.parse(text), receivedAt: Date.now() };
    requests.push(request);
    const reply = queue.shift() ?? fallback(request);
    const model = request.body.model ?? 'fake-model';

    if ('hangMs' in reply) {
      await sleep(reply.hangMs);
      if (!res.destroyed) res.writeHead(504).end();
      return;
    }
    if ('raw' in reply) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(reply.raw);
      return;
    }
    if ('status' in reply) {
      // retry-after-ms keeps the client's own retry quick in tests.
      res.writeHead(reply.status, { 'content-type': 'application/json', 'retry-after-ms': '5' });
      res.end(
        JSON.stringify({ error: { message: reply.message ?? `scripted ${reply.status}`, type: 'server_error' } }),
      );
      return;
    }
    await sleep(reply.delayMs ?? 0);
    const base = { id: 'chatcmpl-fake', created: Math.floor(Date.now() / 1000), model };
    if (!request.body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const size = reply.chunkSize ?? 40;
    const send = (delta: object, finish: string | null) =>
      res.write(
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    send({ role: 'assistant', content: '' }, null);
    for (let i = 0; i < reply.content.length && !res.destroyed; i += size) {
      send({ content: reply.content.slice(i, i + size) }, null);
      if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    }
    send({}, 'stop');
    res.end('data: [DONE]\n\n');
    streamsFinishedAt.push(Date.now());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeOpenAi = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    streamsFinishedAt,
    script: (...replies) => queue.push(...replies),
    stop: () =>
      new Promise<void>((resolve) => {
        // Hanging replies would keep the server open; the test is over, so cut them.
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
