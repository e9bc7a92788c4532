import styled from 'styled-components';
import { LINKED_PART, type DeckLink, type LinkAnalytics } from '@kuza/contracts';
import { errorMessage, getRuntimeConfig } from '@kuza/store';
import { Button, ErrorState, Spinner, Stack, VisuallyHidden } from '@kuza/ui';
import { linkAnalyticsCsvUrl, useLinkAnalyticsQuery, type LinkedDocument } from './api';

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
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    padding-bottom: ${({ theme }) => theme.spacing.xs};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs};
    text-align: left;
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
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

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
  const part = LINKED_PART[document.kind];
  const Part = `${part[0]!.toUpperCase()}${part.slice(1)}`;
  const back = (
    <div>
      <Button variant="secondary" size="sm" onClick={onBack}>
        Back to the links
      </Button>
    </div>
  );
  if (query.isLoading) return <Spinner label="Loading the visits" />;
  if (!query.data) {
    return (
      <Stack gap="md">
        <ErrorState
          message={errorMessage(query.error, 'The visits could not be loaded.')}
          onRetry={() => void query.refetch()}
        />
        {back}
      </Stack>
    );
  }
  const { summary, visits } = query.data;
  const heat = averagePerSlide(query.data);
  const hottest = Math.max(1, ...heat);
  return (
    <Stack gap="md">
      <h3>Visits of {link.label}</h3>
      <Summary aria-label="Summary">
        <div>
          <dt>Visits</dt>
          <dd>{summary.visits}</dd>
        </div>
        <div>
          <dt>Viewers</dt>
          <dd>{summary.viewers}</dd>
        </div>
        <div>
          <dt>Total time</dt>
          <dd>{duration(summary.totalSeconds)}</dd>
        </div>
        <div>
          <dt>Median time</dt>
          <dd>{duration(summary.medianSeconds)}</dd>
        </div>
        <div>
          <dt>Last visit</dt>
          <dd>{summary.lastVisitAt ? when(summary.lastVisitAt) : 'None yet'}</dd>
        </div>
      </Summary>
      {visits.length === 0 ? (
        <p>No visits yet. Once someone opens the link, each visit and its time per {part} show here.</p>
      ) : (
        <>
          <section aria-labelledby={`heat-${link.id}`}>
            <h4 id={`heat-${link.id}`}>Average time per {part}</h4>
            <Strip>
              {heat.map((seconds, index) => (
                <li
                  key={index}
                  // The theme's primary colour, stronger where viewers stayed longer.
                  style={{ background: `rgba(15, 118, 110, ${0.08 + (0.8 * seconds) / hottest})` }}
                  title={`${Part} ${index + 1}: ${duration(seconds)}`}
                >
                  <span aria-hidden="true">{index + 1}</span>
                  <VisuallyHidden>{`${Part} ${index + 1}: ${duration(seconds)}`}</VisuallyHidden>
                </li>
              ))}
            </Strip>
          </section>
          <Wide>
            <Table>
              <caption>Each visit</caption>
              <thead>
                <tr>
                  <th scope="col">Viewer</th>
                  <th scope="col">When</th>
                  <th scope="col">Device</th>
                  <th scope="col">Time</th>
                  <th scope="col">Time per {part}</th>
                  <th scope="col">Downloaded</th>
                </tr>
              </thead>
              <tbody>
                {visits.map((visit, row) => {
                  const longest = Math.max(1, ...visit.slides.map((slide) => slide.seconds));
                  return (
                    <tr key={`${visit.startedAt}-${row}`}>
                      <th scope="row">{visit.email ?? 'Not asked'}</th>
                      <td>{when(visit.startedAt)}</td>
                      <td>{visit.device ?? ''}</td>
                      <td>{duration(visit.seconds)}</td>
                      <td>
                        <Bars aria-label={`Seconds per ${part}`}>
                          {visit.slides.map((slide) => (
                            <li
                              key={slide.index}
                              style={{ height: `${(100 * slide.seconds) / longest}%` }}
                              title={`${Part} ${slide.index + 1}: ${duration(slide.seconds)}`}
                            >
                              <VisuallyHidden>{`${Part} ${slide.index + 1}: ${duration(slide.seconds)}`}</VisuallyHidden>
                            </li>
                          ))}
                        </Bars>
                      </td>
                      <td>{visit.downloaded ? 'Yes' : 'No'}</td>
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
          Download CSV
        </a>
      </Stack>
      {back}
    </Stack>
  );
}
