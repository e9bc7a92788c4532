import type { PublicUser } from '@kuza/contracts';
import { sessionEnded, sessionStarted } from './session-actions';
import { sessionApi } from './session-api';
import { selectSessionStatus } from './session-slice';
import { baseApi } from './base-api';
import { createAppStore as createStore } from './store';

const ada: PublicUser = {
  id: 'u1',
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada@example.com',
  emailVerified: true,
  providers: ['password'],
  onboarding: {},
  locale: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const stores: Array<ReturnType<typeof createStore>> = [];
function createAppStore() {
  const store = createStore();
  stores.push(store);
  return store;
}

describe('the session in the shared store', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    // Clears RTK Query's cache-removal timers so Jest can exit.
    stores.splice(0).forEach((store) => store.dispatch(baseApi.util.resetApiState()));
  });

  it('starts unknown and becomes anonymous when GET /auth/user answers 401', async () => {
    answer(401, { error: 'Not signed in' });
    const store = createAppStore();
    expect(selectSessionStatus(store.getState())).toBe('unknown');
    const result = await store.dispatch(sessionApi.endpoints.authCurrentUser.initiate(undefined, { subscribe: false }));
    expect(result.data).toBeNull();
    expect(selectSessionStatus(store.getState())).toBe('anonymous');
  });

  it('becomes authenticated with the user GET /auth/user returns, sending the cookie', async () => {
    const fetchSpy = answer(200, { user: ada });
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.authCurrentUser.initiate(undefined, { subscribe: false }));
    expect(store.getState().session).toEqual({ status: 'authenticated', user: ada, endedByUser: false });
    expect((fetchSpy.mock.calls[0]![0] as Request).credentials).toBe('include');
  });

  it('treats an unreachable API on the first check as signed out', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.authCurrentUser.initiate(undefined, { subscribe: false }));
    expect(selectSessionStatus(store.getState())).toBe('anonymous');
  });

  it('signs in at once after a login and forgets everything at sign-out', async () => {
    const store = createAppStore();
    await store.dispatch(sessionStarted(ada));
    expect(store.getState().session.user).toEqual(ada);
    expect(sessionApi.endpoints.authCurrentUser.select()(store.getState()).data).toEqual(ada);

    store.dispatch(sessionEnded());
    expect(store.getState().session).toEqual({ status: 'anonymous', user: null, endedByUser: true });
    expect(sessionApi.endpoints.authCurrentUser.select()(store.getState()).data).toBeUndefined();
  });
});
