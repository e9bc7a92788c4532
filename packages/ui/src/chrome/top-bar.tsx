import { Link } from 'react-router-dom';
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

/** The word mark, a link home ('/' for visitors, '/dashboard' inside the app). */
export function TopBarLogo({ to }: { to: string }) {
  return (
    <Logo to={to} aria-label="Kuza home">
      Kuza
    </Logo>
  );
}

const Logo = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;
