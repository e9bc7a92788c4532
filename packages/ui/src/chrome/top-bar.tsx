import styled from 'styled-components';

/** The bar across the top of the signed-in chrome, and of pages shown without it (a failed remote). */
export const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  height: ${({ theme }) => theme.heights.topBar};
  padding: 0 ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
