import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { applicationOpenPath, deckFactsPath } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Card as CardBox, ErrorState, PlainList, Spinner, toast } from '@kuza/ui';
import { DeckNotFound, isNotFound } from '../../components/deck-not-found';
import { useApplicationCreateMutation, useApplicationDeckListQuery } from './api';
import { EligibilitySummary } from './eligibility';

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
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useApplicationDeckListQuery(deckId);
  const [create] = useApplicationCreateMutation();
  const [drafting, setDrafting] = useState<string | null>(null);

  if (isLoading) return <Spinner label="Loading the programmes" />;
  if (isNotFound(error)) return <DeckNotFound />;
  if (error || !data) {
    return (
      <ErrorState
        title="The programmes could not be loaded"
        message={errorMessage(error, 'Check your connection and try again.')}
        onRetry={() => void refetch()}
      />
    );
  }

  const draft = async (program: string) => {
    setDrafting(program);
    try {
      const { application } = await create({ deckId, program }).unwrap();
      navigate(applicationOpenPath(application));
    } catch (problem) {
      toast.error(errorMessage(problem, 'The application could not be drafted. Try again.'));
      setDrafting(null);
    }
  };

  return (
    <>
      {data.items.length > 0 && (
        <Section aria-labelledby="drafted-heading">
          <h2 id="drafted-heading">Your applications</h2>
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
        <h2 id="programmes-heading">Programmes</h2>
        <Meta>
          Every answer is drafted from your deck&apos;s facts only. Check them first on{' '}
          <Link to={deckFactsPath(deckId)}>your facts</Link>.
        </Meta>
        <PlainList>
          {data.programmes.map((programme) => (
            <Card as="li" key={programme.id} aria-labelledby={`programme-${programme.id}`}>
              <h3 id={`programme-${programme.id}`}>{programme.name}</h3>
              <Meta>
                {programme.questions} questions · season {programme.season} ·{' '}
                <a href={programme.link} target="_blank" rel="noreferrer">
                  Programme site
                </a>
              </Meta>
              <EligibilitySummary eligibility={programme.eligibility} label={`Eligibility for ${programme.name}`} />
              <Row>
                <Button
                  size="sm"
                  onClick={() => void draft(programme.id)}
                  loading={drafting === programme.id}
                  loadingLabel="Drafting"
                  disabled={drafting !== null}
                  aria-label={`Draft ${programme.name} application`}
                >
                  Draft application
                </Button>
              </Row>
            </Card>
          ))}
        </PlainList>
      </Section>
    </>
  );
}
