import { act, screen } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { theme } from '../theme';
import { useMediaQuery } from '../use-media-query';

function Layout() {
  return <p>{useMediaQuery(theme.media.phone) ? 'cards' : 'table'}</p>;
}

/** A screen `width` pixels wide whose width can change, as a rotated phone's does. */
function screenOf(width: number) {
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const max = /max-width: (\d+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      width = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('useMediaQuery', () => {
  it('matches the phone query below 600 px only', () => {
    screenOf(599);
    const { unmount } = renderPage(<Layout />);
    expect(screen.getByText('cards')).toBeInTheDocument();
    unmount();
    screenOf(600);
    renderPage(<Layout />);
    expect(screen.getByText('table')).toBeInTheDocument();
  });

  it('follows the screen when it changes and stops listening when unmounted', () => {
    const phone = screenOf(390);
    const { unmount } = renderPage(<Layout />);
    expect(screen.getByText('cards')).toBeInTheDocument();
    act(() => phone.resize(1280));
    expect(screen.getByText('table')).toBeInTheDocument();
    unmount();
    expect(phone.listeners.size).toBe(0);
  });
});
