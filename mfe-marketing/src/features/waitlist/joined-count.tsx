import { useEffect } from 'react';
import styled from 'styled-components';
import { WAITLIST_COUNT_SHOWN_FROM } from '@kuza/contracts/waitlist';
import { defineMessages, i18n } from '@kuza/i18n';
import { errorMessage } from '@kuza/store';
import { toast, VisuallyHidden } from '@kuza/ui';
import { useMarketingI18n } from '../../i18n';
import { useWaitlistCountQuery } from './api';

export const countMessages = defineMessages({
  failed: { id: 'marketing.count.failed', defaultMessage: 'Failed to get people' },
  loading: { id: 'marketing.count.loading', defaultMessage: 'Loading the count' },
  few: { id: 'marketing.count.few', defaultMessage: 'Be among the first founders to join' },
  joined: { id: 'marketing.count.joined', defaultMessage: '{count, number} PEOPLE JOINED' },
});

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
  const { t } = useMarketingI18n();

  useEffect(() => {
    // A fixed toast id: a retry that fails again does not stack a second toast.
    if (isError) toast.error(errorMessage(error, i18n.t(countMessages.failed)), { toastId: 'waitlist-count-error' });
  }, [isError, error]);

  return (
    <Line role="status" $size={size}>
      {isLoading && <VisuallyHidden>{t(countMessages.loading)}</VisuallyHidden>}
      {count !== undefined &&
        (count < WAITLIST_COUNT_SHOWN_FROM ? t(countMessages.few) : t(countMessages.joined, { count }))}
    </Line>
  );
}
