import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { applicationOpenPath } from '@kuza/contracts';
import { PlainList } from '@kuza/ui';
import { updatedAgo } from '../../components/relative-time';
import { useApplicationsListQuery } from './api';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';

const messages = defineMessages({
  heading: { id: 'dashboard.applications.heading', defaultMessage: 'Applications' },
  answered: {
    id: 'dashboard.applications.answered',
    defaultMessage: '{answered, number} of {total, number} answered',
  },
});

const Head = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Row = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
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

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * 'Applications', beside the decks and resumes: each application's programme, its deck, how many of
 * its questions have an answer, and when it was last edited, opening its editor. Nothing until the
 * workspace has one (drafting starts from a deck).
 */
export function ApplicationsSection({ now }: { now: Date }) {
  const { t } = useDashboardI18n();
  const { data } = useApplicationsListQuery();
  if (!data?.items.length) return null;
  return (
    <section aria-labelledby="applications-heading">
      <Head id="applications-heading">{t(messages.heading)}</Head>
      <PlainList aria-label={t(messages.heading)}>
        {data.items.map((application) => (
          <li key={application.id}>
            <Row to={applicationOpenPath(application)}>
              <Name>
                {application.programName}
                {application.deckName && ` · ${application.deckName}`}
              </Name>
              <Meta>
                {t(messages.answered, { answered: application.answered, total: application.total })} ·{' '}
                <time dateTime={application.updatedAt}>{updatedAgo(application.updatedAt, now)}</time>
              </Meta>
            </Row>
          </li>
        ))}
      </PlainList>
    </section>
  );
}
