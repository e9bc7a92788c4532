import { useMemo } from 'react';
import styled from 'styled-components';
import { openThreadCounts, type CommentedKind } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { useCommentListQuery } from './api';

const messages = defineMessages({
  count: {
    id: 'app.comments.openCount',
    defaultMessage: '{count, plural, one {# open comment thread} other {# open comment threads}}',
  },
});

const Badge = styled.span`
  align-self: flex-start;
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;
  text-align: center;
`;

/** How many threads on one slide are still open, beside its thumbnail; nothing when none is. */
export function OpenThreadCount({ kind, documentId, part }: { kind: CommentedKind; documentId: string; part: string }) {
  const { t } = useI18n();
  const document = useMemo(() => ({ kind, id: documentId }), [kind, documentId]);
  // One request per document, shared by every thumbnail and the Comments button.
  const { data } = useCommentListQuery(document);
  const count = openThreadCounts(data?.threads ?? [])[part] ?? 0;
  if (!count) return null;
  const label = t(messages.count, { count });
  return (
    <Badge role="img" aria-label={label} title={label}>
      {count}
    </Badge>
  );
}
