import styled from 'styled-components';
import { EditorFrame, type EditorFrameProps } from '@kuza/ui';
import { paths } from '../../lib/paths';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../lib/common-messages';

const messages = defineMessages({
  title: { id: 'resumes.editor.title', defaultMessage: 'Resume Editor' },
});

const Body = styled.div`
  padding: ${({ theme }) => theme.spacing.lg};

  @media ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.md};
  }
`;

/**
 * The resume editor's frame, the same around the editor and around its loading and error states;
 * the resume scrolls under the bar with a margin around it.
 */
export function ResumeEditorFrame({ children, ...rest }: Omit<EditorFrameProps, 'back' | 'title'>) {
  const { t } = useResumesI18n();
  return (
    <EditorFrame back={{ to: paths.list, label: t(COMMON_MESSAGES.backToResumes) }} title={t(messages.title)} {...rest}>
      <Body>{children}</Body>
    </EditorFrame>
  );
}
