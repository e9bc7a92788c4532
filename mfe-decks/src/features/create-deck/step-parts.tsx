import styled from 'styled-components';

/** Small pieces every creation step shares. */
export { DialogActions as StepActions } from '@kuza/ui';

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
