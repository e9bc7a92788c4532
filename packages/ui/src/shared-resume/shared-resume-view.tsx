/** @jsxRuntime automatic */
// (The API runs these with tsx from the repository root, where no tsconfig sets the JSX runtime.)
import styled, { ThemeProvider } from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import type { SharedResume } from '@kuza/contracts';
import { theme } from '../theme';
import { ResumePreview } from './resume-preview';

const messages = defineMessages({
  viewOnly: { id: 'ui.sharedResume.viewOnly', defaultMessage: 'Shared with Kuza · view only' },
});

const Page = styled.main`
  min-height: 100vh;
  padding: ${theme.spacing.xl} ${theme.spacing.md};
  background: ${theme.colors.background};
`;

const Footer = styled.p`
  max-width: 794px;
  margin: ${theme.spacing.lg} auto 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  text-align: center;
`;

/**
 * A shared resume's page: the resume as it exports, read-only. The decks and resumes remotes draw
 * it in the browser and the API into the share page's HTML, where no theme provider is around it,
 * hence its own.
 */
export function SharedResumeView({ resume }: { resume: SharedResume }) {
  const { t } = useI18n();
  return (
    <ThemeProvider theme={theme}>
      <Page>
        <ResumePreview
          {...resume.header}
          template={resume.template}
          profileImageUrl={resume.profileImageUrl}
          sections={resume.sections}
          language={resume.language}
          level={1}
        />
        <Footer>{t(messages.viewOnly)}</Footer>
      </Page>
    </ThemeProvider>
  );
}
