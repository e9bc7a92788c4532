import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { useAuthCurrentUserQuery, getRuntimeConfig } from '@kuza/store';
import { api } from '../api';
import { aDeck, aResume, aUser, deckAfterSave } from '../fixtures';
import { renderPage } from '../render-page';

const url = (path: string) => `${getRuntimeConfig().apiUrl}${path}`;

function WhoIsSignedIn() {
  const { data, isLoading } = useAuthCurrentUserQuery();
  if (isLoading) return <p>Checking</p>;
  return <p>{data ? `Signed in as ${data.email}` : 'Nobody is signed in'}</p>;
}

describe('the fake API of the web tests', () => {
  it('answers a route at the base URL the store uses and records the request with its JSON body', async () => {
    api.on('PUT', '/decks/:id', ({ body }) => ({ body: aDeck({ ...(body as object), id: 'd1' }) }));
    const response = await fetch(url('/decks/d1?draft=1'), { method: 'PUT', body: JSON.stringify({ version: 3 }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(aDeck({ id: 'd1', version: 3 }));
    const [call] = api.sent('PUT', '/decks/d1');
    expect(call).toMatchObject({ method: 'PUT', path: '/decks/d1', body: { version: 3 } });
    expect(call.query.get('draft')).toBe('1');
  });

  it('lets the newest answer for a route win, and a RegExp route answer only its method', async () => {
    api.on('GET', '/resumes', { body: { items: [], canDelete: true } });
    api.on('GET', '/resumes', { status: 500, body: { error: 'Database unavailable' } });
    api.on('DELETE', /^\/resumes\/\w+$/, { status: 204 });
    expect((await fetch(url('/resumes'))).status).toBe(500);
    expect((await fetch(url('/resumes/r1'), { method: 'DELETE' })).status).toBe(204);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /resumes', 'DELETE /resumes/r1']);
  });

  it('fails a request that no answer covers, as an unreachable API would', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch(url('/team'))).rejects.toThrow();
    jest.restoreAllMocks();
  });

  it('says nobody is signed in when the test signed nobody in', async () => {
    renderPage(<WhoIsSignedIn />);
    expect(await screen.findByText('Nobody is signed in')).toBeInTheDocument();
  });

  it('renders a page for a signed-in user with the user already known, and tells where the router went', async () => {
    const { location } = renderPage(<WhoIsSignedIn />, {
      path: '/dashboard',
      at: '/dashboard#recent',
      user: aUser({ email: 'zuri@example.com' }),
    });
    expect(screen.getByText('Signed in as zuri@example.com')).toBeInTheDocument();
    expect(location()).toBe('/dashboard#recent');
    const response = await fetch(url('/auth/user'));
    expect(await response.json()).toMatchObject({ user: { email: 'zuri@example.com' } });
  });

  describe('checks every fake answer against the reply schema of packages/contracts', () => {
    const deck = aDeck({ id: 'd1', version: 3 });

    it('fails at once a fixed answer with a field the API never sends, naming the route and the field', () => {
      const echoed = { ...deck, slideChanges: { order: [], put: [] } };
      expect(() => api.on('PUT', '/decks/:id', { body: echoed })).toThrow(
        'The fake answer to PUT /decks/:id (200) is not what the API sends: reply.slideChanges is not a field the API sends',
      );
    });

    it('fails the test whose answer, computed from the request, echoes what the editor sent', async () => {
      api.on('PUT', '/decks/:id', ({ body }) => ({ body: { ...deck, ...(body as object) } }));
      const sent = { version: 3, slideChanges: { order: [], put: [] } };
      const response = await fetch(url('/decks/d1'), { method: 'PUT', body: JSON.stringify(sent) });
      // The page sees a server error, and the test fails when it ends (jest-setup-dom.ts calls reset).
      expect(response.status).toBe(500);
      expect(() => api.reset()).toThrow(
        'The fake answer to PUT /decks/:id (200) is not what the API sends: reply.slideChanges is not a field the API sends',
      );
    });

    it('names a missing field, a wrong type and a value outside the contract', () => {
      const { name: _name, ...unnamed } = deck;
      expect(() => api.on('GET', '/decks/:id', { body: unnamed })).toThrow('reply.name is missing');
      expect(() => api.on('GET', '/decks/:id', { body: { ...deck, version: '3' } })).toThrow(
        'reply.version is "3", not a number',
      );
      expect(() => api.on('GET', '/decks/:id', { body: { ...deck, status: 'Published' } })).toThrow(
        'reply.status is "Published", not one of "Draft", "Complete"',
      );
      expect(() => api.on('GET', '/resumes/:id', { body: aResume({ sections: [{ id: 's1' }] as never }) })).toThrow(
        'reply.sections[0].label is missing',
      );
    });

    it('refuses a route the API does not have, a status it never gives and an error outside its one shape', () => {
      expect(() => api.on('GET', '/decks/:id/horoscope', { body: [] })).toThrow(
        'The API has no route GET /decks/:id/horoscope',
      );
      expect(() => api.on('POST', '/decks/:id/generate', { body: { state: 'running', done: 0, total: 3 } })).toThrow(
        'POST /decks/:id/generate answers 202, never 200',
      );
      expect(() => api.on('GET', '/decks/:id', { status: 404, body: { message: 'Not found' } })).toThrow(
        'reply.message is not a field the API sends',
      );
      expect(() => api.on('POST', '/auth/local', { status: 201, body: { message: 'ok', user: aUser() } })).toThrow(
        'reply.user.id is not a field the API sends',
      );
    });

    it('fails any field the deck contract does not list, whatever its name', () => {
      fc.assert(
        fc.property(
          fc.string({ minLength: 1 }).filter((key) => !(key in deck) && key !== '__proto__'),
          (key) => {
            expect(() => api.on('GET', '/decks/:id', { body: { ...deck, [key]: 1 } })).toThrow(
              `reply.${key} is not a field the API sends`,
            );
          },
        ),
        { numRuns: 50 },
      );
    });

    it('accepts the fixtures and what the API answers after a save', () => {
      const saved = deckAfterSave(deck, { version: 3, slideChanges: { order: [], put: [] } } as never);
      expect(saved).toEqual({ ...deck, slides: [], version: 4 });
      expect(() => api.on('PUT', '/decks/:id', { body: saved! })).not.toThrow();
      expect(() => api.on('GET', '/resumes/:id', { body: aResume() })).not.toThrow();
      expect(() => api.on('GET', '/auth/user', { body: { user: aUser() } })).not.toThrow();
      expect(() => api.on('DELETE', '/decks/:id', { status: 204 })).not.toThrow();
    });
  });
});
