import { http, HttpResponse, ws, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import type { CommentList, CurrentUserResponse, ErrorResponse, PublicUser } from '@kuza/contracts';
import { liveUrl } from '@kuza/contracts/collab';
import { getRuntimeConfig } from '@kuza/store';
import { fakeReplyProblem } from './reply-check';

/** One request the page sent to the API, with its JSON body parsed (an uploaded file stays text). */
export interface ApiCall {
  method: string;
  /** The path without the API's base URL: `/decks/d1`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  credentials: RequestCredentials;
}

export interface ApiReply<T = unknown> {
  /** 200 when left out. */
  status?: number;
  body?: T | ErrorResponse;
  /** The request fails as when the API cannot be reached (RTK Query's FETCH_ERROR). */
  networkError?: boolean;
}

/** A fixed reply, or one computed from the request (a promise that never settles keeps it pending). */
export type ApiAnswer<T = unknown> = ApiReply<T> | ((call: ApiCall) => ApiReply<T> | Promise<ApiReply<T>>);

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const calls: ApiCall[] = [];
/** Fake answers the API would never give, found while the test ran; the test fails with them when it ends. */
const wrongAnswers: string[] = [];
let signedInUser: PublicUser | null = null;

/** The base URL RTK Query's base query uses, read when a route is answered (as the store reads it). */
function apiUrl(path: string) {
  return `${getRuntimeConfig().apiUrl}${path}`;
}

async function record(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  const call: ApiCall = {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    body: undefined,
    credentials: request.credentials,
  };
  // Recorded before the body is read, so calls keep the order they were sent in.
  calls.push(call);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.clone().text();
    try {
      call.body = text ? JSON.parse(text) : undefined;
    } catch {
      call.body = text;
    }
  }
  return call;
}

function respond<T>(answer: ApiAnswer<T>): HttpResponseResolver {
  return async ({ request }) => {
    const call = await record(request);
    const { status = 200, body, networkError } = typeof answer === 'function' ? await answer(call) : answer;
    if (networkError) return HttpResponse.error();
    const headers = { 'content-type': 'application/json' };
    const problem = fakeReplyProblem(call.method, call.path, status, body);
    if (problem) {
      wrongAnswers.push(problem);
      return HttpResponse.json({ error: problem }, { status: 500, headers });
    }
    return body === undefined
      ? new HttpResponse(null, { status, headers })
      : HttpResponse.json(body as Record<string, unknown>, { status, headers });
  };
}

/**
 * The answers every test starts with: `GET /auth/user` says who is signed in (401: nobody), an
 * editor's comment threads are none (every editor asks for them; a test about comments answers its own),
 * and the live channel takes the connection and never syncs (an editor then saves as when it has no room).
 */
const defaults = [
  http.get(
    apiUrl('/auth/user'),
    respond<CurrentUserResponse>(() =>
      signedInUser ? { body: { user: signedInUser } } : { status: 401, body: { error: 'Not signed in' } },
    ),
  ),
  ...(['decks', 'resumes'] as const).map((kind) =>
    http.get(apiUrl(`/${kind}/:id/comments`), respond<CommentList>({ body: { threads: [], members: [] } })),
  ),
  ws.link(liveUrl(getRuntimeConfig().apiUrl)).addEventListener('connection', () => undefined),
];

/** The one msw server of the web tests; scripts/jest-setup-dom.ts starts, resets and closes it. */
export const server = setupServer(...defaults);

function matches(call: Pick<ApiCall, 'method' | 'path'>, method: string, path: string | RegExp) {
  return call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path));
}

export const api = {
  /** Every answered request of this test, in the order they were sent. */
  calls: calls as readonly ApiCall[],

  /**
   * Answers `method path` at the API's real path (`/decks/:id` as the API routes it, or a RegExp on the
   * path); the newest answer for a request wins.
   */
  on<T = unknown>(method: ApiMethod, path: string | RegExp, answer: ApiAnswer<NoInfer<T>>) {
    if (typeof path === 'string' && typeof answer !== 'function' && !answer.networkError) {
      // A fixed answer is checked here, so the test fails at the line that fakes it.
      const problem = fakeReplyProblem(method, path, answer.status ?? 200, answer.body);
      if (problem) throw new Error(problem);
    }
    if (typeof path === 'string') {
      const route = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete }[method];
      server.use(route(apiUrl(path), respond(answer)));
      return;
    }
    const answerIt = respond(answer);
    server.use(
      http.all(apiUrl('/*'), (info) => {
        // Returning nothing passes the request on to the next handler.
        if (matches({ method: info.request.method, path: new URL(info.request.url).pathname }, method, path)) {
          return answerIt(info);
        }
        return undefined;
      }),
    );
  },

  /** Answers every request that no newer `on` answers, from one function of the request. */
  answerAll(handler: (call: ApiCall) => ApiReply | Promise<ApiReply>) {
    server.use(http.all(apiUrl('/*'), respond(handler)));
  },

  /** The requests of this test to `method path` (the path exactly, or a RegExp on it). */
  sent(method: ApiMethod, path: string | RegExp): ApiCall[] {
    return calls.filter((call) => matches(call, method, path));
  },

  /**
   * After each test (jest-setup-dom.ts): the default answers only, nothing recorded, nobody signed in.
   * Throws, failing the test, when the test's fake API answered something the API never would.
   */
  reset() {
    server.resetHandlers();
    calls.splice(0);
    signedInUser = null;
    const wrong = [...new Set(wrongAnswers.splice(0))];
    if (wrong.length) throw new Error(wrong.join('\n'));
  },
};

/** `GET /auth/user` answers `user` (until the test ends or a newer answer for it is given). */
export function signedInAs(user: PublicUser | null) {
  signedInUser = user;
}
