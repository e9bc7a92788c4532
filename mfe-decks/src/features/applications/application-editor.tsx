import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmDeleteDialog } from '@kuza/app';
import { deckApplicationsPath, deckFactsPath, type AnswerRedraft, type Application } from '@kuza/contracts';
import { errorMessage, getRuntimeConfig } from '@kuza/store';
import { Button, EditorFrame, ExportMenu, PlainList, SaveStatus, toast } from '@kuza/ui';
import { AnswerField } from './answer-field';
import {
  applicationExportUrl,
  onePagerUrl,
  useApplicationDeleteMutation,
  useApplicationGetQuery,
  useApplicationRedraftMutation,
} from './api';
import { EligibilitySummary } from './eligibility';
import { draftsOf, useApplicationAutosave, type AnswerDrafts } from './use-application-autosave';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  redraftFailed: {
    id: 'decks.application.redraftFailed',
    defaultMessage: 'The answer could not be redrafted. Try again.',
  },
  copied: { id: 'decks.application.copied', defaultMessage: 'Answer copied' },
  copyFailed: {
    id: 'decks.application.copyFailed',
    defaultMessage: 'The answer could not be copied. Select it and copy it yourself.',
  },
  back: { id: 'decks.application.back', defaultMessage: 'Back to the programmes' },
  word: { id: 'decks.application.export.word', defaultMessage: 'Word (.docx)' },
  markdown: { id: 'decks.application.export.markdown', defaultMessage: 'Markdown (.md)' },
  onePager: { id: 'decks.application.export.onePager', defaultMessage: 'One-page summary (PDF)' },
  saveFailed: {
    id: 'decks.application.export.saveFailed',
    defaultMessage: 'Your latest answers are not saved yet, so the file would miss them. Try again once saved.',
  },
  whoMayApply: { id: 'decks.application.whoMayApply', defaultMessage: 'Who may apply' },
  eligibility: { id: 'decks.application.eligibility', defaultMessage: 'Eligibility' },
  answers: { id: 'decks.application.answers', defaultMessage: 'Answers' },
  deleteTitle: { id: 'decks.application.delete.title', defaultMessage: 'Delete this application?' },
  deleteText: {
    id: 'decks.application.delete.text',
    defaultMessage:
      'Your {programme} application will be deleted for everyone in your workspace. This cannot be undone.',
  },
  deleted: { id: 'decks.application.delete.done', defaultMessage: 'Deleted your {programme} application' },
  deleteFailed: { id: 'decks.application.delete.failed', defaultMessage: 'Could not delete the application' },
});

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  width: 100%;
  max-width: 860px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface ApplicationEditorProps {
  /** As the editor opened it; then as each save's reply gives it (questions, stale flags). */
  application: Application;
  /** The autosave's wait after the last key, shorter in tests. */
  autosaveDelayMs?: number;
}

/**
 * One application: who may apply (before the answers), then each question with its answer to edit,
 * its live count (red over the limit, saved anyway), what the facts lack, a stale flag, Redraft from
 * facts with before and after, and Copy; Export as Word or Markdown, and the one-page summary;
 * Delete, once confirmed, and back to the deck's programmes.
 */
export function ApplicationEditor({ application: opened, autosaveDelayMs }: ApplicationEditorProps) {
  // Every save's reply replaces the cached application: its counts, questions and stale flags follow.
  const { t } = useI18n();
  const application = useApplicationGetQuery(opened.id).data ?? opened;
  const [drafts, setDrafts] = useState<AnswerDrafts>(() => draftsOf(application));
  const autosave = useApplicationAutosave(application, drafts, setDrafts, autosaveDelayMs);
  const [redraft] = useApplicationRedraftMutation();
  const [redrafting, setRedrafting] = useState<string | null>(null);
  const [reviews, setReviews] = useState<Readonly<Record<string, AnswerRedraft>>>({});
  const [remove, { isLoading: deleting }] = useApplicationDeleteMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const navigate = useNavigate();
  const { apiUrl } = getRuntimeConfig();
  const factsHref = deckFactsPath(application.deckId);
  const programmesPath = deckApplicationsPath(application.deckId);

  const deleteApplication = async () => {
    // What is pending is sent first, so leaving the editor has nothing left to save to a deleted application.
    await autosave.saveNow();
    await remove({ id: application.id, deckId: application.deckId }).unwrap();
    navigate(programmesPath);
  };

  const edit = (questionId: string, text: string) => setDrafts((current) => ({ ...current, [questionId]: { text } }));
  const closeReview = (questionId: string) => setReviews(({ [questionId]: _closed, ...open }) => open);

  const startRedraft = async (questionId: string) => {
    setRedrafting(questionId);
    try {
      const answer = await redraft({ id: application.id, questionId }).unwrap();
      setReviews((open) => ({ ...open, [questionId]: answer }));
    } catch (problem) {
      toast.error(errorMessage(problem, t(MESSAGES.redraftFailed)));
    } finally {
      setRedrafting(null);
    }
  };

  const accept = (questionId: string) => {
    const review = reviews[questionId];
    if (!review) return;
    setDrafts((current) => ({ ...current, [questionId]: { text: review.after.text, fromFacts: true } }));
    closeReview(questionId);
  };

  const copy = async (questionId: string) => {
    const copied = await copyText(drafts[questionId]?.text ?? '');
    if (copied) toast.success(t(MESSAGES.copied));
    else toast.error(t(MESSAGES.copyFailed));
  };

  return (
    <EditorFrame
      back={{ to: programmesPath, label: t(MESSAGES.back) }}
      title={t(COMMON_MESSAGES.applicationEditor)}
      documentName={application.programName}
      status={
        <SaveStatus status={autosave.status} message={autosave.message} onRetry={() => void autosave.saveNow()} />
      }
      actions={
        <>
          <Button variant="ghost" onClick={() => setConfirmingDelete(true)}>
            {t(COMMON_MESSAGES.delete)}
          </Button>
          <ExportMenu
            items={[
              { label: t(MESSAGES.word), href: applicationExportUrl(apiUrl, application.id, 'docx') },
              { label: t(MESSAGES.markdown), href: applicationExportUrl(apiUrl, application.id, 'md') },
              { label: t(MESSAGES.onePager), href: onePagerUrl(apiUrl, application.deckId) },
            ]}
            unsaved={autosave.status !== 'saved'}
            saveFirst={autosave.saveNow}
            saveFailedMessage={t(MESSAGES.saveFailed)}
          />
        </>
      }
    >
      <Body>
        <section aria-labelledby="eligibility-heading">
          <h2 id="eligibility-heading">{t(MESSAGES.whoMayApply)}</h2>
          <EligibilitySummary eligibility={application.eligibility} label={t(MESSAGES.eligibility)} />
        </section>
        <section aria-labelledby="answers-heading">
          <h2 id="answers-heading">{t(MESSAGES.answers)}</h2>
          <PlainList>
            {application.answers.map((answer) => {
              const text = drafts[answer.questionId]?.text ?? '';
              const review = reviews[answer.questionId];
              return (
                <AnswerField
                  key={answer.questionId}
                  answer={answer}
                  text={text}
                  onChange={(next) => edit(answer.questionId, next)}
                  factsHref={factsHref}
                  onRedraft={() => void startRedraft(answer.questionId)}
                  redrafting={redrafting === answer.questionId}
                  // Before is what the founder sees now, saved or not.
                  review={review && { ...review, before: { ...review.before, text } }}
                  onAccept={() => accept(answer.questionId)}
                  onKeep={() => closeReview(answer.questionId)}
                  onCopy={() => void copy(answer.questionId)}
                />
              );
            })}
          </PlainList>
        </section>
      </Body>
      <ConfirmDeleteDialog
        open={confirmingDelete}
        title={t(MESSAGES.deleteTitle)}
        description={t(MESSAGES.deleteText, { programme: application.programName })}
        onConfirm={deleteApplication}
        busy={deleting}
        successMessage={t(MESSAGES.deleted, { programme: application.programName })}
        failureMessage={t(MESSAGES.deleteFailed)}
        onClose={() => setConfirmingDelete(false)}
      />
    </EditorFrame>
  );
}
