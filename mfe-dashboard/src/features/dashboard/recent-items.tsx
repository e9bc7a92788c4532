import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { deckOpenPath, resumeOpenPath, type RecentItem } from '@kuza/contracts';
import { icons } from '@kuza/ui';
import { updatedAgo } from '../../components/relative-time';
import type { RecentsView } from './use-recents-view';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';

const messages = defineMessages({
  kind: { id: 'dashboard.recents.kind', defaultMessage: '{kind, select, deck {Pitch deck} other {Resume}}' },
  status: { id: 'dashboard.recents.status', defaultMessage: '{status, select, Complete {Complete} other {Draft}}' },
  list: { id: 'dashboard.recents.list', defaultMessage: 'Recent decks and resumes' },
});

/** Where a recent item opens: as from its own list (a deck without slides opens its outline). */
export function recentHref(item: RecentItem): string {
  return item.kind === 'deck' ? deckOpenPath({ id: item.id, slideCount: item.slideCount ?? 0 }) : resumeOpenPath(item);
}

const Items = styled.ul<{ $view: RecentsView }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  ${({ $view }) =>
    $view === 'grid'
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
        `
      : css`
          grid-template-columns: 1fr;
          gap: ${({ theme }) => theme.spacing.sm};
        `}
`;

const Card = styled(Link)<{ $view: RecentsView }>`
  display: flex;
  flex-direction: ${({ $view }) => ($view === 'grid' ? 'column' : 'row')};
  align-items: ${({ $view }) => ($view === 'grid' ? 'flex-start' : 'center')};
  gap: ${({ theme }) => theme.spacing.sm};
  height: 100%;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Thumb = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Status = styled.span<{ $complete: boolean }>`
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  background: ${({ $complete }) => ($complete ? '#DCFCE7' : '#EEF2F6')};
  color: ${({ $complete }) => ($complete ? '#14532D' : '#334155')};
`;

/** The user's recent decks and resumes: name, kind, 'Updated 8 mins ago' and status. */
export function RecentItems({ items, view, now }: { items: RecentItem[]; view: RecentsView; now: Date }) {
  const { t } = useDashboardI18n();
  return (
    <Items $view={view} aria-label={t(messages.list)}>
      {items.map((item) => {
        const Glyph = item.kind === 'deck' ? icons.deck : icons.resume;
        return (
          <li key={`${item.kind}-${item.id}`}>
            <Card to={recentHref(item)} $view={view}>
              <Thumb>
                <Glyph />
              </Thumb>
              <Text>
                <Name>{item.name}</Name>
                <Meta>
                  {t(messages.kind, { kind: item.kind })} ·{' '}
                  <time dateTime={item.updatedAt}>{updatedAgo(item.updatedAt, now)}</time>
                </Meta>
              </Text>
              <Status $complete={item.status === 'Complete'}>{t(messages.status, { status: item.status })}</Status>
            </Card>
          </li>
        );
      })}
    </Items>
  );
}
