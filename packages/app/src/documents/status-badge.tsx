import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  status: { id: 'app.documents.status', defaultMessage: '{status, select, Complete {Complete} other {Draft}}' },
});

/** A deck's or a resume's state. */
export type DocumentStatus = 'Draft' | 'Complete';

/** Complete is green, Draft grey (product.md §2); both pairs pass 4.5:1 contrast. */
const tones: Record<DocumentStatus, { background: string; color: string }> = {
  Complete: { background: '#DCFCE7', color: '#166534' },
  Draft: { background: '#EEF2F6', color: '#3E4C59' },
};

const Badge = styled.span<{ $status: DocumentStatus }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  background: ${({ $status }) => tones[$status].background};
  color: ${({ $status }) => tones[$status].color};
`;

export function StatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useI18n();
  return <Badge $status={status}>{t(messages.status, { status })}</Badge>;
}
