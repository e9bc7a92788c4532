import { useEffect } from 'react';
import styled from 'styled-components';
import { waitlistCountLine } from '@kuza/contracts/waitlist';
import { errorMessage } from '@kuza/store';
import { toast, VisuallyHidden } from '@kuza/ui';
import { useWaitlistCountQuery } from './api';

export const COUNT_ERROR_FALLBACK = 'Failed to get people';

const Line = styled.p<{ $size: 'md' | 'xl' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme, $size }) => ($size === 'xl' ? 'clamp(2rem, 8vw, 4rem)' : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
`;

/**
 * The '{n} PEOPLE JOINED' line (product.md §2), or an invitation while few have joined. It refreshes by itself after a join (the mutation
 * invalidates the 'Waitlist' tag); a failure shows the spec's toast.
 */
export function JoinedCount({ size = 'md' }: { size?: 'md' | 'xl' }) {
  const { data: count, error, isError, isLoading } = useWaitlistCountQuery();

  useEffect(() => {
    // A fixed toast id: a retry that fails again does not stack a second toast.
    if (isError) toast.error(errorMessage(error, COUNT_ERROR_FALLBACK), { toastId: 'waitlist-count-error' });
  }, [isError, error]);

  return (
    <Line role="status" $size={size}>
      {isLoading && <VisuallyHidden>Loading the count</VisuallyHidden>}
      {count !== undefined && waitlistCountLine(count)}
    </Line>
  );
}
