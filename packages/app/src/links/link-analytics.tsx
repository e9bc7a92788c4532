import styled from 'styled-components';
import type { DeckLink, LinkAnalytics } from '@kuza/contracts';
import { errorMessage, getRuntimeConfig } from '@kuza/store';
import { Button, ErrorState, Spinner, Stack, VisuallyHidden } from '@kuza/ui';
import { linkAnalyticsCsvUrl, useLinkAnalyticsQuery, type LinkedDocument } from './api';
import { defineMessages, i18n } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  seconds: { id: 'app.visits.seconds', defaultMessage: '{seconds} s' },
  minutes: { id: 'app.visits.minutes', defaultMessage: '{minutes} min' },
  minutesSeconds: { id: 'app.visits.minutesSeconds', defaultMessage: '{minutes} min {seconds} s' },
  back: { id: 'app.visits.back', defaultMessage: 'Back to the links' },
  loading: { id: 'app.visits.loading', defaultMessage: 'Loading the visits' },
  notLoaded: { id: 'app.visits.notLoaded', defaultMessage: 'The visits could not be loaded.' },
  title: { id: 'app.visits.title', defaultMessage: 'Visits of {label}' },
  summary: { id: 'app.visits.summary', defaultMessage: 'Summary' },
  visits: { id: 'app.visits.visits', defaultMessage: 'Visits' },
  viewers: { id: 'app.visits.viewers', defaultMessage: 'Viewers' },
  totalTime: { id: 'app.visits.totalTime', defaultMessage: 'Total time' },
  medianTime: { id: 'app.visits.medianTime', defaultMessage: 'Median time' },
  lastVisit: { id: 'app.visits.lastVisit', defaultMessage: 'Last visit' },
  noneYet: { id: 'app.visits.noneYet', defaultMessage: 'None yet' },
  noVisits: {
    id: 'app.visits.noVisits',
    defaultMessage:
      'No visits yet. Once someone opens the link, each visit and its time per {kind, select, deck {slide} other {section}} show here.',
  },
  averagePerPart: {
    id: 'app.visits.averagePerPart',
    defaultMessage: 'Average time per {kind, select, deck {slide} other {section}}',
  },
  partTime: {
    id: 'app.visits.partTime',
    defaultMessage: '{kind, select, deck {Slide} other {Section}} {number}: {time}',
  },
  eachVisit: { id: 'app.visits.eachVisit', defaultMessage: 'Each visit' },
  viewer: { id: 'app.visits.viewer', defaultMessage: 'Viewer' },
  when: { id: 'app.visits.when', defaultMessage: 'When' },
  device: { id: 'app.visits.device', defaultMessage: 'Device' },
  time: { id: 'app.visits.time', defaultMessage: 'Time' },
  timePerPart: {
    id: 'app.visits.timePerPart',
    defaultMessage: 'Time per {kind, select, deck {slide} other {section}}',
  },
  downloaded: { id: 'app.visits.downloaded', defaultMessage: 'Downloaded' },
  notAsked: { id: 'app.visits.notAsked', defaultMessage: 'Not asked' },
  secondsPerPart: {
    id: 'app.visits.secondsPerPart',
    defaultMessage: 'Seconds per {kind, select, deck {slide} other {section}}',
  },
  yes: { id: 'app.visits.yes', defaultMessage: 'Yes' },
  no: { id: 'app.visits.no', defaultMessage: 'No' },
  csv: { id: 'app.visits.csv', defaultMessage: 'Download CSV' },
});

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Strip = styled.ol`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    flex: 1;
    min-width: 1.25rem;
    padding: ${({ theme }) => theme.spacing.xs} 0;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    border-radius: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    padding-bottom: ${({ theme }) => theme.spacing.xs};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs};
    text-align: start;
    vertical-align: bottom;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Bars = styled.ol`
  display: flex;
  align-items: flex-end;
  gap: 2px;
  height: 2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    width: 0.5rem;
    min-height: 1px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Wide = styled.div`
  overflow-x: auto;
`;

/** 75 → "1 min 15 s"; under a minute, seconds only. */
export function duration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return i18n.t(messages.seconds, { seconds: whole });
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? i18n.t(messages.minutesSeconds, { minutes, seconds: rest }) : i18n.t(messages.minutes, { minutes });
}

const when = (iso: string) => i18n.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** The average seconds per slide (section) over every visit: the document's heat strip. */
export function averagePerSlide(analytics: LinkAnalytics): number[] {
  const { visits } = analytics;
  const count = Math.max(0, ...visits.flatMap((visit) => visit.slides.map((slide) => slide.index + 1)));
  return Array.from({ length: count }, (_, index) => {
    const total = visits.reduce(
      (sum, visit) => sum + (visit.slides.find((slide) => slide.index === index)?.seconds ?? 0),
      0,
    );
    return visits.length ? Math.round(total / visits.length) : 0;
  });
}

/**
 * One link's visits for the owner of its deck or resume: the summary, the heat strip, each visit's
 * time per slide (section), and the CSV.
 */
export function LinkAnalyticsView({
  document,
  link,
  onBack,
}: {
  document: LinkedDocument;
  link: DeckLink;
  onBack: () => void;
}) {
  const query = useLinkAnalyticsQuery({ document, linkId: link.id }, { refetchOnMountOrArgChange: true });
  const { t } = useI18n();
  const { kind } = document;
  const partTime = (index: number, seconds: number) =>
    t(messages.partTime, { kind, number: index + 1, time: duration(seconds) });
  const back = (
    <div>
      <Button variant="secondary" size="sm" onClick={onBack}>
        {t(messages.back)}
      </Button>
    </div>
  );
  if (query.isLoading) return <Spinner label={t(messages.loading)} />;
  if (!query.data) {
    return (
      <Stack gap="md">
        <ErrorState message={errorMessage(query.error, t(messages.notLoaded))} onRetry={() => void query.refetch()} />
        {back}
      </Stack>
    );
  }
  const { summary, visits } = query.data;
  const heat = averagePerSlide(query.data);
  const hottest = Math.max(1, ...heat);
  return (
    <Stack gap="md">
      <h3>{t(messages.title, { label: link.label })}</h3>
      <Summary aria-label={t(messages.summary)}>
        <div>
          <dt>{t(messages.visits)}</dt>
          <dd>{summary.visits}</dd>
        </div>
        <div>
          <dt>{t(messages.viewers)}</dt>
          <dd>{summary.viewers}</dd>
        </div>
        <div>
          <dt>{t(messages.totalTime)}</dt>
          <dd>{duration(summary.totalSeconds)}</dd>
        </div>
        <div>
          <dt>{t(messages.medianTime)}</dt>
          <dd>{duration(summary.medianSeconds)}</dd>
        </div>
        <div>
          <dt>{t(messages.lastVisit)}</dt>
          <dd>{summary.lastVisitAt ? when(summary.lastVisitAt) : t(messages.noneYet)}</dd>
        </div>
      </Summary>
      {visits.length === 0 ? (
        <p>{t(messages.noVisits, { kind })}</p>
      ) : (
        <>
          <section aria-labelledby={`heat-${link.id}`}>
            <h4 id={`heat-${link.id}`}>{t(messages.averagePerPart, { kind })}</h4>
            <Strip>
              {heat.map((seconds, index) => (
                <li
                  key={index}
                  // The theme's primary colour, stronger where viewers stayed longer.
                  style={{ background: `rgba(15, 118, 110, ${0.08 + (0.8 * seconds) / hottest})` }}
                  title={partTime(index, seconds)}
                >
                  <span aria-hidden="true">{index + 1}</span>
                  <VisuallyHidden>{partTime(index, seconds)}</VisuallyHidden>
                </li>
              ))}
            </Strip>
          </section>
          <Wide>
            <Table>
              <caption>{t(messages.eachVisit)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(messages.viewer)}</th>
                  <th scope="col">{t(messages.when)}</th>
                  <th scope="col">{t(messages.device)}</th>
                  <th scope="col">{t(messages.time)}</th>
                  <th scope="col">{t(messages.timePerPart, { kind })}</th>
                  <th scope="col">{t(messages.downloaded)}</th>
                </tr>
              </thead>
              <tbody>
                {visits.map((visit, row) => {
                  const longest = Math.max(1, ...visit.slides.map((slide) => slide.seconds));
                  return (
                    <tr key={`${visit.startedAt}-${row}`}>
                      <th scope="row">{visit.email ?? t(messages.notAsked)}</th>
                      <td>{when(visit.startedAt)}</td>
                      <td>{visit.device ?? ''}</td>
                      <td>{duration(visit.seconds)}</td>
                      <td>
                        <Bars aria-label={t(messages.secondsPerPart, { kind })}>
                          {visit.slides.map((slide) => (
                            <li
                              key={slide.index}
                              style={{ height: `${(100 * slide.seconds) / longest}%` }}
                              title={partTime(slide.index, slide.seconds)}
                            >
                              <VisuallyHidden>{partTime(slide.index, slide.seconds)}</VisuallyHidden>
                            </li>
                          ))}
                        </Bars>
                      </td>
                      <td>{t(visit.downloaded ? messages.yes : messages.no)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </Wide>
        </>
      )}
      <Stack direction="row" gap="sm" wrap>
        <a href={linkAnalyticsCsvUrl(getRuntimeConfig().apiUrl, document, link.id)} download>
          {t(messages.csv)}
        </a>
      </Stack>
      {back}
    </Stack>
  );
}
