import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

export interface PageSkeletonProps {
  /** Read by screen readers while the page loads. */
  label?: string;
}

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  width: 100%;
`;

const Block = styled.div<{ $width: string; $height: string }>`
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The shape of a page while its code or its data loads: a heading, a line of text and a few cards,
 * drawn at once in place of a blank area or a lone spinner. Pulses, unless motion is reduced.
 */
const messages = defineMessages({
  loadingPage: { id: 'ui.pageSkeleton.loadingPage', defaultMessage: 'Loading page' },
});

export function PageSkeleton({ label }: PageSkeletonProps) {
  const { t } = useI18n();
  return (
    <Root role="status" aria-busy="true">
      <VisuallyHidden>{label ?? t(messages.loadingPage)}</VisuallyHidden>
      <Block aria-hidden="true" $width="14rem" $height="2rem" />
      <Block aria-hidden="true" $width="28rem" $height="1rem" />
      <Cards aria-hidden="true">
        {[0, 1, 2].map((card) => (
          <Card key={card}>
            <Block $width="60%" $height="1.25rem" />
            <Block $width="100%" $height="5rem" />
            <Block $width="40%" $height="1rem" />
          </Card>
        ))}
      </Cards>
    </Root>
  );
}
