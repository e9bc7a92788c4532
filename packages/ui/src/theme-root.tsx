import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

export interface ThemeRootProps {
  children?: ReactNode;
}

/** The theme and global CSS; mount once at the root of the shell and of each standalone remote. */
export function ThemeRoot({ children }: ThemeRootProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
