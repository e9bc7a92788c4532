import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  home: { id: 'ui.logo.home', defaultMessage: 'Kuza home' },
});

const look = css`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Home = styled(Link)`
  ${look}
`;

const Plain = styled.span`
  ${look}
`;

const Mark = styled.svg`
  flex-shrink: 0;

  rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
`;

/** The Kuza mark: a sprout (kuza, "to grow") in a rounded square. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <Mark width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" />
      <path d="M16 25V14" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M16 17c0-4.4 3-7 7.5-7 0 4.4-3 7-7.5 7Z" fill="#A7F3D0" />
      <path d="M16 20c0-3.6-2.5-6-6.5-6 0 3.6 2.5 6 6.5 6Z" fill="#fff" />
    </Mark>
  );
}

export interface LogoProps {
  /** Where the logo leads ('/' for visitors, '/dashboard' inside the app); without it, no link. */
  to?: string;
}

/**
 * The one Kuza logo (mark and word) of every header and footer. As a link its name is 'Kuza home';
 * where leaving is not offered (onboarding) it is the brand alone, named 'Kuza'.
 */
export function Logo({ to }: LogoProps) {
  const { t } = useI18n();
  const content = (
    <>
      <LogoMark />
      <span aria-hidden="true">Kuza</span>
    </>
  );
  if (to === undefined) {
    return (
      <Plain role="img" aria-label="Kuza">
        {content}
      </Plain>
    );
  }
  return (
    <Home to={to} aria-label={t(messages.home)}>
      {content}
    </Home>
  );
}
