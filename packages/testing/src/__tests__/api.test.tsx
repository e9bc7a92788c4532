import { screen } from '@testing-library/react';
import { useAuthCurrentUserQuery, getRuntimeConfig } from '@kuza/store';
import { api } from '../api';
import { aUser } from '../fixtures';
import { renderPage } from '../render-page';

const url = (path: string) => `${getRuntimeConfig().apiUrl}${path}`;

function WhoIsSignedIn() {
  const { data, isLoading } = useAuthCurrentUserQuery();
  if (isLoading) return <p>Checking</p>;
  return <p>{data ? `Signed in as ${data.email}` : 'Nobody is signed in'}</p>;
}

describe('the fake API of the web tests', () => {
  it('answers a route at the base URL the store uses and records the request with its JSON body', async () => {
    api.on('PUT', '/decks/:id', ({ body }) => ({ body: { ...(body as object), saved: true } }));
    const response = await fetch(url('/decks/d1?draft=1'), { method: 'PUT', body: JSON.stringify({ version: 3 }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: 3, saved: true });
    const [call] = api.sent('PUT', '/decks/d1');
    expect(call).toMatchObject({ method: 'PUT', path: '/decks/d1', body: { version: 3 } });
    expect(call.query.get('draft')).toBe('1');
  });

  it('lets the newest answer for a route win, and a RegExp route answer only its method', async () => {
    api.on('GET', '/resumes', { body: { items: [] } });
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
});
