import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { Button, ButtonLink, EmptyState, ErrorState, icons, mirroredInRightToLeft, Spinner, Stack } from '@kuza/ui';
import { RECENTS_PAGE_SIZE, useRecentsListInfiniteQuery } from './api';
import { ApplicationsSection } from './applications-section';
import { RecentItems } from './recent-items';
import { useRecentsView, type RecentsView } from './use-recents-view';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';

const messages = defineMessages({
  views: { id: 'dashboard.recents.views', defaultMessage: 'Recents view' },
  grid: { id: 'dashboard.recents.grid', defaultMessage: 'Grid view' },
  listView: { id: 'dashboard.recents.listView', defaultMessage: 'List view' },
  loading: { id: 'dashboard.recents.loading', defaultMessage: 'Loading your recent work' },
  failed: { id: 'dashboard.recents.failed', defaultMessage: 'Failed to load your recent work' },
  emptyTitle: { id: 'dashboard.recents.emptyTitle', defaultMessage: 'Nothing here yet' },
  emptyText: {
    id: 'dashboard.recents.emptyText',
    defaultMessage:
      'Your pitch decks and resumes will show up here as you build them. Most founders start with a pitch deck: it takes a few minutes with AI help.',
  },
  createDeck: { id: 'dashboard.recents.createDeck', defaultMessage: 'Create a pitch deck' },
  buildResume: { id: 'dashboard.recents.buildResume', defaultMessage: 'Build a resume' },
  heading: { id: 'dashboard.recents.heading', defaultMessage: 'Recents' },
  loadingMore: { id: 'dashboard.recents.loadingMore', defaultMessage: 'Loading more' },
  more: { id: 'dashboard.recents.more', defaultMessage: 'Show more' },
});

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Toggle = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  button {
    display: inline-flex;
    padding: ${({ theme }) => theme.spacing.xs};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: ${({ theme }) => theme.colors.muted};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

function GridIcon() {
  return <icons.dashboard />;
}

// The list's bullets sit at the line's start: on the right on a right-to-left page.
const ListSvg = styled.svg`
  ${mirroredInRightToLeft}
`;

function ListIcon() {
  return (
    <ListSvg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" strokeLinecap="round" />
    </ListSvg>
  );
}

function ViewToggle({ view, onChange }: { view: RecentsView; onChange: (view: RecentsView) => void }) {
  const { t } = useDashboardI18n();
  return (
    <Toggle role="group" aria-label={t(messages.views)}>
      <button
        type="button"
        aria-pressed={view === 'grid'}
        aria-label={t(messages.grid)}
        title={t(messages.grid)}
        onClick={() => onChange('grid')}
      >
        <GridIcon />
      </button>
      <button
        type="button"
        aria-pressed={view === 'list'}
        aria-label={t(messages.listView)}
        title={t(messages.listView)}
        onClick={() => onChange('list')}
      >
        <ListIcon />
      </button>
    </Toggle>
  );
}

/** Relative times stay true while the page stays open. */
function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

/** 'Recents': the workspace's real decks and resumes, newest first, as a grid or a list; then its applications. */
export function RecentsSection() {
  const { t } = useDashboardI18n();
  const [view, setView] = useRecentsView();
  const now = useNow();
  const { data, error, isLoading, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useRecentsListInfiniteQuery(RECENTS_PAGE_SIZE);
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (isLoading) body = <Spinner label={t(messages.loading)} />;
  else if (error && !items.length)
    body = <ErrorState message={errorMessage(error, t(messages.failed))} onRetry={() => void refetch()} />;
  else if (!items.length)
    body = (
      <EmptyState
        icon={<icons.deck />}
        title={t(messages.emptyTitle)}
        text={t(messages.emptyText)}
        action={
          <Stack direction="row" gap="sm" wrap justify="center">
            <ButtonLink to="/pitch-decks">{t(messages.createDeck)}</ButtonLink>
            <ButtonLink to="/resume-builder" variant="secondary">
              {t(messages.buildResume)}
            </ButtonLink>
          </Stack>
        }
      />
    );
  else body = <RecentItems items={items} view={view} now={now} />;

  return (
    <>
      <section aria-labelledby="recents-heading">
        <Head>
          <h2 id="recents-heading">{t(messages.heading)}</h2>
          <ViewToggle view={view} onChange={setView} />
        </Head>
        {body}
        {hasNextPage && items.length > 0 && (
          <Stack direction="row" justify="center" style={{ marginTop: '16px' }}>
            <Button
              variant="secondary"
              loading={isFetchingNextPage}
              loadingLabel={t(messages.loadingMore)}
              onClick={() => void fetchNextPage()}
            >
              {t(messages.more)}
            </Button>
          </Stack>
        )}
      </section>
      <ApplicationsSection now={now} />
    </>
  );
}
