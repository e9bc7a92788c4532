import type { Deck, DeckSummary, PublicUser } from '@kuza/contracts';

/**
 * The API as a function, behind the real fetch that RTK Query calls (tests that use it run in
 * the jsdom-with-fetch environment). Every request is recorded with its parsed JSON body.
 */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ApiReply {
  status: number;
  body?: unknown;
}

export function mockApi(handler: (call: ApiCall) => ApiReply | Promise<ApiReply>) {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (an uploaded file): keep the text
    }
    const call = { method: request.method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const reply = await handler(call);
    const payload = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(payload, { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  return {
    calls,
    spy,
    sent: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/**
 * `mockApi` for what sits in the creation dialog: the signed-in founder (GET /auth/user) and the
 * workspace's decks (GET /decks) are answered from `founder`, every other request by `handler`.
 */
export function mockFounderApi(
  handler: (call: ApiCall) => ApiReply | Promise<ApiReply>,
  { user = aUser(), decks = [] }: { user?: PublicUser; decks?: DeckSummary[] } = {},
) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.path === '/auth/user') return { status: 200, body: { user } };
    if (call.method === 'GET' && call.path === '/decks')
      return { status: 200, body: { items: decks, canDelete: true } };
    return handler(call);
  });
}

export function aDeck(overrides: Partial<Deck> = {}): Deck {
  return {
    id: '64b000000000000000000001',
    workspaceId: 'w1',
    authorId: 'u1',
    name: 'SokoFresh',
    status: 'Draft',
    template: 'Custom Template',
    theme: { font: 'Inter', colorScheme: 'Savanna' },
    inputs: {},
    outline: [
      { id: 's1', title: 'Title Slide', description: 'Company name, logo, and tagline.' },
      { id: 's2', title: 'Problem', description: 'What problem are you solving?' },
      { id: 's3', title: 'Solution', description: 'Your product or service.' },
    ],
    slides: [],
    version: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aSummary(overrides: Partial<DeckSummary> = {}): DeckSummary {
  return {
    id: '64b000000000000000000001',
    name: 'SokoFresh',
    status: 'Draft',
    template: 'Custom Template',
    slideCount: 0,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    firstname: 'Amara',
    lastname: 'Okafor',
    email: 'amara@example.com',
    emailVerified: true,
    providers: ['password'],
    onboarding: {},
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
