import styled from 'styled-components';
import { EditorFrame, type EditorFrameProps } from '@kuza/ui';
import { paths } from '../../lib/paths';

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
  return (
    <EditorFrame back={{ to: paths.list, label: 'Back to Resumes' }} title="Resume Editor" {...rest}>
      <Body>{children}</Body>
    </EditorFrame>
  );
}
