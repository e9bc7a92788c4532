import styled from 'styled-components';
import type { SpacingToken } from './theme';

/** A list drawn as a column of items without bullets or indent (`as="ol"` where order matters). */
export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Two columns side by side, one under the other on a phone. */
export const TwoColumns = styled.div<{ $gap?: SpacingToken }>`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme, $gap = 'md' }) => theme.spacing[$gap]};

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/**
 * A raised box on the page's surface: one item of a list of cards (`as="li"`), a side panel (`as="aside"`);
 * its headings sit flush.
 */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2,
  h3 {
    margin: 0;
  }
`;

/** A bordered box of small parts in a column: one side of a comparison, a confirmation beside a field. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3,
  h4,
  p,
  ul {
    margin: 0;
  }
`;
