import { createGlobalStyle } from 'styled-components';
import { ARABIC_FONT } from '@kuza/i18n';

export const GlobalStyle = createGlobalStyle`
  :root {
    /* react-toastify reads these variables; its own stylesheet is prepended to <head>, so these win. */
    --toastify-font-family: ${({ theme }) => theme.fonts.body};
    --toastify-text-color-light: ${({ theme }) => theme.colors.text};
    --toastify-color-success: ${({ theme }) => theme.colors.success};
    --toastify-color-error: ${({ theme }) => theme.colors.danger};
    --toastify-color-info: ${({ theme }) => theme.colors.primary};
    --toastify-z-index: ${({ theme }) => theme.zIndices.toast};
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  /* Arabic letters in an Arabic face (its @font-face covers only them: Latin names and digits keep the body's). The
     shell loads that face on Arabic pages only. */
  html:lang(ar) body {
    font-family: '${ARABIC_FONT.family}', ${({ theme }) => theme.fonts.body};
  }

  h1, h2, h3, h4, h5, h6 {
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  img, svg, video {
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
