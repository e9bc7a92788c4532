import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The Kuza mark: a sprout (kuza, "to grow") in a rounded square. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0F766E" />
      <path d="M16 25V14" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M16 17c0-4.4 3-7 7.5-7 0 4.4-3 7-7.5 7Z" fill="#A7F3D0" />
      <path d="M16 20c0-3.6-2.5-6-6.5-6 0 3.6 2.5 6 6.5 6Z" fill="#fff" />
    </svg>
  );
}

/** The logo, linking home. */
export function Logo() {
  return (
    <Home to="/" aria-label="Kuza home">
      <LogoMark />
      <span aria-hidden="true">Kuza</span>
    </Home>
  );
}
