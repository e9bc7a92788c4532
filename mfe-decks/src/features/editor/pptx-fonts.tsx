import styled from 'styled-components';
import { fontsToInstall, themeOf, type ThemeRef } from '@kuza/contracts';

const Disclosure = styled.details`
  position: relative;
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndices.header};
  width: 18rem;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
`;

/**
 * Beside Export: the fonts the PowerPoint file names but does not carry, and where to get them
 * (the file's description says the same), so whoever opens it can install them first.
 */
export function PptxFonts({ theme }: { theme: ThemeRef }) {
  const fonts = fontsToInstall(themeOf(theme));
  return (
    <Disclosure>
      <summary>PPTX fonts</summary>
      <Panel>
        <p>
          The PowerPoint file uses these fonts. Install them where it is opened, or text is drawn in a substitute and
          shrinks to fit.
        </p>
        <ul>
          {fonts.map((font) => (
            <li key={font.family}>
              <a href={font.url} target="_blank" rel="noreferrer">
                {font.family}
              </a>{' '}
              ({font.use}, free from Google Fonts)
            </li>
          ))}
        </ul>
      </Panel>
    </Disclosure>
  );
}
