import styled from 'styled-components';
import { fontsToInstall, themeOf, type ThemeRef } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  summary: { id: 'decks.pptxFonts.summary', defaultMessage: 'PPTX fonts' },
  intro: {
    id: 'decks.pptxFonts.intro',
    defaultMessage:
      'The PowerPoint file uses these fonts. Install them where it is opened, or text is drawn in a substitute and shrinks to fit.',
  },
  free: {
    id: 'decks.pptxFonts.free',
    defaultMessage:
      '({use, select, headings {headings} text {text} other {headings and text}}, free from Google Fonts)',
  },
});

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
  inset-inline-end: 0;
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
    padding-inline-start: 1.1rem;
  }
`;

/**
 * Beside Export: the fonts the PowerPoint file names but does not carry, and where to get them
 * (the file's description says the same), so whoever opens it can install them first.
 */
export function PptxFonts({ theme }: { theme: ThemeRef }) {
  const { t } = useI18n();
  const fonts = fontsToInstall(themeOf(theme));
  return (
    <Disclosure>
      <summary>{t(MESSAGES.summary)}</summary>
      <Panel>
        <p>{t(MESSAGES.intro)}</p>
        <ul>
          {fonts.map((font) => (
            <li key={font.family}>
              <a href={font.url} target="_blank" rel="noreferrer">
                {font.family}
              </a>{' '}
              {t(MESSAGES.free, { use: font.use })}
            </li>
          ))}
        </ul>
      </Panel>
    </Disclosure>
  );
}
