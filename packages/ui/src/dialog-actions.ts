import styled from 'styled-components';

/** The buttons at the end of a dialog's own content (a step, a form), right-aligned and wrapping. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-bottom: ${({ theme }) => theme.spacing.md};
`;
