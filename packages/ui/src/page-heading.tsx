import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageHeadingProps {
  title: ReactNode;
  /** One line under the title saying what the page is for. */
  intro?: ReactNode;
  /** The page's main action, beside the title on a wide screen and under it when there is no room. */
  action?: ReactNode;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The top of a signed-in section page: its h1, what it is for, and its main action. */
export function PageHeading({ title, intro, action, className }: PageHeadingProps) {
  return (
    <Root className={className}>
      <div>
        <Title>{title}</Title>
        {intro && <Intro>{intro}</Intro>}
      </div>
      {action}
    </Root>
  );
}
