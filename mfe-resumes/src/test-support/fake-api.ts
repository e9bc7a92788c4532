/**
 * A tiny stand-in for the API: tests register answers by method and path, and every call is
 * recorded with its parsed body. RTK Query's real fetchBaseQuery runs on top of it.
 */
export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Answer =
  | { status?: number; body?: unknown }
  | ((call: Call) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>);

export function fakeApi() {
  const routes: Array<{ method: string; path: string | RegExp; answer: Answer }> = [];
  const calls: Call[] = [];

  const spy = jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // A raw upload stays text.
    }
    const call: Call = { method: request.method, path: url.pathname, search: url.search, body };
    calls.push(call);
    const route = [...routes]
      .reverse()
      .find(
        (r) => r.method === call.method && (typeof r.path === 'string' ? r.path === call.path : r.path.test(call.path)),
      );
    if (!route)
      return new Response(JSON.stringify({ error: `no fake for ${call.method} ${call.path}` }), { status: 500 });
    const answer = typeof route.answer === 'function' ? await route.answer(call) : route.answer;
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });

  return {
    calls,
    on(method: string, path: string | RegExp, answer: Answer) {
      routes.push({ method, path, answer });
    },
    callsTo(method: string, path: string | RegExp) {
      return calls.filter(
        (c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)),
      );
    },
    restore: () => spy.mockRestore(),
  };
}
