import styled from 'styled-components';

/**
 * A message about a whole form, inside it, under its fields: what went wrong (a refused sign-in,
 * a failed import; announced as it appears, role=alert) or, with `$tone="info"`, a note.
 */
export const FormAlert = styled.p.attrs<{ $tone?: 'danger' | 'info' }>(({ $tone = 'danger' }) => ({
  role: $tone === 'danger' ? 'alert' : 'status',
}))<{ $tone?: 'danger' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone = 'danger' }) => ($tone === 'danger' ? theme.colors.dangerSubtle : theme.colors.primarySubtle)};
  color: ${({ theme, $tone = 'danger' }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;
