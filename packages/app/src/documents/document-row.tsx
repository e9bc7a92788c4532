import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { lastEdited } from './last-edited';
import { Button, VisuallyHidden } from '@kuza/ui';
import { StatusBadge, type DocumentStatus } from './status-badge';

/** What a list row needs of a deck or a resume. */
export interface DocumentSummary {
  id: string;
  name: string;
  updatedAt: string;
  status: DocumentStatus;
}

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Main = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Name = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const messages = defineMessages({
  rename: { id: 'app.documents.rename', defaultMessage: 'Rename' },
  duplicate: { id: 'app.documents.duplicate', defaultMessage: 'Duplicate' },
  duplicating: { id: 'app.documents.duplicating', defaultMessage: 'Duplicating' },
  remove: { id: 'app.documents.delete', defaultMessage: 'Delete' },
});

export interface DocumentRowProps<T extends DocumentSummary> {
  item: T;
  /** Where its name leads (the editor, or a deck's outline). */
  href: string;
  /** More facts after the status, e.g. a resume's template. */
  meta?: ReactNode;
  now: number;
  duplicating: boolean;
  onRename: (item: T) => void;
  onDuplicate: (item: T) => void;
  /** Absent when the caller's role may not delete (Members): the button is not shown. */
  onDelete?: (item: T) => void;
}

/** One deck or resume: its name opens it; the buttons name it for screen readers. */
export function DocumentRow<T extends DocumentSummary>({
  item,
  href,
  meta,
  now,
  duplicating,
  onRename,
  onDuplicate,
  onDelete,
}: DocumentRowProps<T>) {
  const { t } = useI18n();
  const hidden = <VisuallyHidden> {item.name}</VisuallyHidden>;
  return (
    <Row>
      <Main>
        <Name to={href}>{item.name}</Name>
        <Meta>
          <time dateTime={item.updatedAt}>{lastEdited(item.updatedAt, now)}</time>
          <StatusBadge status={item.status} />
          {meta}
        </Meta>
      </Main>
      <Actions>
        <Button size="sm" variant="ghost" onClick={() => onRename(item)}>
          {t(messages.rename)}
          {hidden}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={duplicating}
          loadingLabel={t(messages.duplicating)}
          onClick={() => onDuplicate(item)}
        >
          {t(messages.duplicate)}
          {hidden}
        </Button>
        {onDelete && (
          <Button size="sm" variant="ghost" onClick={() => onDelete(item)}>
            {t(messages.remove)}
            {hidden}
          </Button>
        )}
      </Actions>
    </Row>
  );
}
