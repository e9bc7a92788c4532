import type { SVGProps } from 'react';
import styled from 'styled-components';
import { mirroredInRightToLeft } from '../direction';

const MirroredSvg = styled.svg`
  ${mirroredInRightToLeft}
`;

/**
 * A small icon set drawn for Kuza (24×24, stroke icons); decorative unless given a title. An icon that points to
 * a side (`mirrored`) is drawn the other way round on a right-to-left page.
 */
function Icon({ children, mirrored, ...rest }: SVGProps<SVGSVGElement> & { mirrored?: boolean }) {
  const Svg = mirrored ? MirroredSvg : 'svg';
  return (
    <Svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </Svg>
  );
}

export const icons = {
  dashboard: () => (
    <Icon>
      <rect x="3" y="3" width="7" height="9" rx="1" />
      <rect x="14" y="3" width="7" height="5" rx="1" />
      <rect x="14" y="12" width="7" height="9" rx="1" />
      <rect x="3" y="16" width="7" height="5" rx="1" />
    </Icon>
  ),
  deck: () => (
    <Icon>
      <rect x="3" y="4" width="18" height="12" rx="1" />
      <path d="M12 16v4M8 20h8M7 12l3-3 2 2 4-4" />
    </Icon>
  ),
  resume: () => (
    <Icon>
      <path d="M6 2h9l5 5v15H6z" />
      <path d="M14 2v6h6M9 13h8M9 17h6" />
    </Icon>
  ),
  forecast: () => (
    <Icon>
      <path d="M3 3v18h18" />
      <path d="M7 15l4-4 3 3 6-6" />
    </Icon>
  ),
  market: () => (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v9l6 6" />
    </Icon>
  ),
  assistant: () => (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </Icon>
  ),
  coach: () => (
    <Icon>
      <path d="M12 2a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V5a3 3 0 0 1 3-3z" />
      <path d="M19 11a7 7 0 0 1-14 0M12 18v4" />
    </Icon>
  ),
  support: () => (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01" />
    </Icon>
  ),
  subscription: () => (
    <Icon>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20" />
    </Icon>
  ),
  team: () => (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2 20a7 7 0 0 1 14 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 4 6" />
    </Icon>
  ),
  sidebar: () => (
    <Icon mirrored>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16" />
    </Icon>
  ),
};

export type IconName = keyof typeof icons;
