import { act, screen } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { PageSkeletonOf } from './page-skeleton-of';
import { RemoteFallback } from './remote-fallback';

// Records whether the signed-in app code (and the contracts and schemas it brings) was asked for; on
// the global object, as the shell's modules are imported before this file's own variables exist.
const asked = globalThis as { appAskedFor?: boolean };
jest.mock('@kuza/app', () => {
  (globalThis as { appAskedFor?: boolean }).appAskedFor = true;
  return jest.requireActual('@kuza/app');
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

// In this order: the first tests are a public page's visit, before anything has loaded @kuza/app.
describe('the signed-in chrome, loaded only for signed-in routes', () => {
  it("a public route's loading state and failure notice never ask for the signed-in app code", async () => {
    renderPage(<PageSkeletonOf isProtected={false} title="Sign In" label="Loading page" />, { path: '/signin' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    await settle();
    renderPage(<RemoteFallback isProtected={false} title="Sign In" onRetry={() => undefined} />, { path: '/signin' });
    expect(screen.getByRole('link', { name: 'Kuza home' })).toHaveAttribute('href', '/');
    await settle();
    expect(asked.appAskedFor).toBeUndefined();
  });

  it('a signed-in route reached from a public page shows the outline at once, then the app chrome around it', async () => {
    renderPage(<PageSkeletonOf isProtected title="Pitch Decks" label="Loading page" />, { path: '/pitch-decks' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Tools' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Pitch Decks');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(asked.appAskedFor).toBe(true);
  });
});
