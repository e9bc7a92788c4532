import styled from 'styled-components';
import { Spinner } from './spinner';

export interface PageLoaderProps {
  /** Read by screen readers; the spinner's 'Loading' by default. */
  label?: string;
  /** Keeps the page from collapsing while a route loads. */
  minHeight?: string;
}

const Root = styled.div<{ $minHeight: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: ${({ $minHeight }) => $minHeight};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A centred spinner for route and Suspense fallbacks. */
export function PageLoader({ label, minHeight = '60vh' }: PageLoaderProps) {
  return (
    <Root $minHeight={minHeight}>
      <Spinner size="lg" label={label} />
    </Root>
  );
}
