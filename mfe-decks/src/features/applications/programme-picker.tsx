import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { applicationOpenPath, deckFactsPath } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Card as CardBox, ErrorState, PlainList, Spinner, toast } from '@kuza/ui';
import { DeckNotFound, isNotFound } from '../../components/deck-not-found';
import { useApplicationCreateMutation, useApplicationDeckListQuery } from './api';
import { EligibilitySummary } from './eligibility';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  loading: { id: 'decks.programmes.loading', defaultMessage: 'Loading the programmes' },
  loadFailed: { id: 'decks.programmes.loadFailed', defaultMessage: 'The programmes could not be loaded' },
  draftFailed: {
    id: 'decks.programmes.draftFailed',
    defaultMessage: 'The application could not be drafted. Try again.',
  },
  yours: { id: 'decks.programmes.yours', defaultMessage: 'Your applications' },
  title: { id: 'decks.programmes.title', defaultMessage: 'Programmes' },
  factsOnly: {
    id: 'decks.programmes.factsOnly',
    defaultMessage: "Every answer is drafted from your deck's facts only. Check them first on {link}.",
  },
  yourFacts: { id: 'decks.programmes.yourFacts', defaultMessage: 'your facts' },
  meta: {
    id: 'decks.programmes.meta',
    defaultMessage: '{questions, plural, one {# question} other {# questions}} · season {season} ·',
  },
  site: { id: 'decks.programmes.site', defaultMessage: 'Programme site' },
  eligibilityFor: { id: 'decks.programmes.eligibilityFor', defaultMessage: 'Eligibility for {name}' },
  drafting: { id: 'decks.programmes.drafting', defaultMessage: 'Drafting' },
  draftLabel: { id: 'decks.programmes.draftLabel', defaultMessage: 'Draft {name} application' },
  draft: { id: 'decks.programmes.draft', defaultMessage: 'Draft application' },
});

/** Stands in for the link inside the sentence that holds it. */
const LINK = '\u0000';

const Card = styled(CardBox)`
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};

  h2 {
    margin: 0;
  }
`;

/**
 * A deck's applications: those drafted so far, then every programme with who may apply on the
 * deck's facts (the verdict and each rule's reason) before anything is drafted, and Draft.
 */
export function ProgrammePicker({ deckId }: { deckId: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useApplicationDeckListQuery(deckId);
  const [create] = useApplicationCreateMutation();
  const [drafting, setDrafting] = useState<string | null>(null);

  if (isLoading) return <Spinner label={t(MESSAGES.loading)} />;
  if (isNotFound(error)) return <DeckNotFound />;
  if (error || !data) {
    return (
      <ErrorState
        title={t(MESSAGES.loadFailed)}
        message={errorMessage(error, t(COMMON_MESSAGES.checkConnection))}
        onRetry={() => void refetch()}
        retryLabel={t(COMMON_MESSAGES.retry)}
      />
    );
  }

  const draft = async (program: string) => {
    setDrafting(program);
    try {
      const { application } = await create({ deckId, program }).unwrap();
      navigate(applicationOpenPath(application));
    } catch (problem) {
      toast.error(errorMessage(problem, t(MESSAGES.draftFailed)));
      setDrafting(null);
    }
  };

  return (
    <>
      {data.items.length > 0 && (
        <Section aria-labelledby="drafted-heading">
          <h2 id="drafted-heading">{t(MESSAGES.yours)}</h2>
          <PlainList>
            {data.items.map((application) => (
              <li key={application.id}>
                <Link to={applicationOpenPath(application)}>{application.programName}</Link>
              </li>
            ))}
          </PlainList>
        </Section>
      )}
      <Section aria-labelledby="programmes-heading">
        <h2 id="programmes-heading">{t(MESSAGES.title)}</h2>
        <Meta>
          {/* The link sits where the sentence puts it in each language. */}
          {t(MESSAGES.factsOnly, { link: LINK })
            .split(LINK)
            .flatMap((part, index) => [
              ...(index
                ? [
                    <Link key={index} to={deckFactsPath(deckId)}>
                      {t(MESSAGES.yourFacts)}
                    </Link>,
                  ]
                : []),
              part,
            ])}
        </Meta>
        <PlainList>
          {data.programmes.map((programme) => (
            <Card as="li" key={programme.id} aria-labelledby={`programme-${programme.id}`}>
              <h3 id={`programme-${programme.id}`}>{programme.name}</h3>
              <Meta>
                {t(MESSAGES.meta, { questions: programme.questions, season: programme.season })}{' '}
                <a href={programme.link} target="_blank" rel="noreferrer">
                  {t(MESSAGES.site)}
                </a>
              </Meta>
              <EligibilitySummary
                eligibility={programme.eligibility}
                label={t(MESSAGES.eligibilityFor, { name: programme.name })}
              />
              <Row>
                <Button
                  size="sm"
                  onClick={() => void draft(programme.id)}
                  loading={drafting === programme.id}
                  loadingLabel={t(MESSAGES.drafting)}
                  disabled={drafting !== null}
                  aria-label={t(MESSAGES.draftLabel, { name: programme.name })}
                >
                  {t(MESSAGES.draft)}
                </Button>
              </Row>
            </Card>
          ))}
        </PlainList>
      </Section>
    </>
  );
}
