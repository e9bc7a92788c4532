import './dom-polyfills';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot } from '../theme-root';
import { ROUTER_FUTURE } from '../router-future';

function Providers({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter future={ROUTER_FUTURE}>
      <ThemeRoot>{children}</ThemeRoot>
    </MemoryRouter>
  );
}

/** Renders inside the theme and a memory router, as the apps do. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
