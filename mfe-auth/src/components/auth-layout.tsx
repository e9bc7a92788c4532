import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '@kuza/ui';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.lg};
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.background};
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  @media ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.lg};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. "Already have an account? Sign in". */
  footer?: ReactNode;
}

/** The frame of every account page: the brand, one card with the page's heading and content. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <Page>
      <Logo to="/" />
      <Card>
        <Header>
          <Title>{title}</Title>
          {description && <Lead>{description}</Lead>}
        </Header>
        {children}
      </Card>
      {footer}
    </Page>
  );
}

/** A line of secondary text with a link, under a form. */
export const AuthFooterText = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
