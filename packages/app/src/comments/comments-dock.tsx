import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { COMMENT_ANCHOR_PARAM, openThreadCounts, type CommentedKind } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { selectCurrentUser, useAppSelector } from '@kuza/store';
import { Button, Card, ErrorState, SelectField, Spinner } from '@kuza/ui';
import { useCommentListQuery } from './api';
import { CommentsPanel } from './comments-panel';

const messages = defineMessages({
  comments: {
    id: 'app.comments.button',
    defaultMessage: 'Comments{count, plural, =0 {} other { (# open)}}',
  },
  slideTitle: { id: 'app.comments.slideTitle', defaultMessage: 'Comments on slide {position}: {title}' },
  sectionTitle: { id: 'app.comments.sectionTitle', defaultMessage: 'Comments on {title}' },
  untitled: { id: 'app.comments.untitled', defaultMessage: 'Untitled' },
  section: { id: 'app.comments.section', defaultMessage: 'Section' },
  sectionOption: {
    id: 'app.comments.sectionOption',
    defaultMessage: '{title}{count, plural, =0 {} other { ({count} open)}}',
  },
  loading: { id: 'app.comments.loading', defaultMessage: 'Loading the comments' },
  failed: { id: 'app.comments.failed', defaultMessage: 'The comments could not be loaded.' },
  retry: { id: 'app.comments.retry', defaultMessage: 'Try again' },
});

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Dock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};

  > section {
    align-self: stretch;
  }
`;

/** A slide or a section comments may be anchored to, as the editor lists it. */
export interface CommentedPart {
  id: string;
  title?: string;
}

export interface CommentsDockProps {
  kind: CommentedKind;
  documentId: string;
  /** The slides or sections, in order. */
  parts: CommentedPart[];
  /** The slide the editor shows: the panel follows it. Without it the panel offers a choice of section. */
  current?: string;
  /** Asked to show a slide when a mention's link names one (`?slide=<id>`). */
  onPart?: (id: string) => void;
}

/**
 * The Comments button of an editor and, once pressed, the threads of the slide shown (a deck) or of
 * the section chosen (a resume), with their replies, Resolve and Reopen, and a picker that mentions
 * a teammate. A mention's link (`?slide=<id>`, `?section=<id>`) opens it on that slide or section.
 */
export function CommentsDock({ kind, documentId, parts, current, onPart }: CommentsDockProps) {
  const { t } = useI18n();
  const panelId = useId();
  const [params] = useSearchParams();
  const me = useAppSelector(selectCurrentUser)?.id;
  const linked = params.get(COMMENT_ANCHOR_PARAM[kind]);
  const linkedPart = linked && parts.some((part) => part.id === linked) ? linked : undefined;
  const [open, setOpen] = useState(!!linkedPart);
  const [chosen, setChosen] = useState(linkedPart ?? parts[0]?.id ?? '');
  const document = useMemo(() => ({ kind, id: documentId }), [kind, documentId]);
  const query = useCommentListQuery(document);

  // A mention's link names the slide: the editor shows it, once.
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current || !linkedPart) return;
    followed.current = true;
    onPart?.(linkedPart);
  }, [linkedPart, onPart]);

  const shown = current ?? (parts.some((part) => part.id === chosen) ? chosen : (parts[0]?.id ?? ''));
  const counts = openThreadCounts(query.data?.threads ?? []);
  const position = parts.findIndex((part) => part.id === shown);
  const title = parts[position]?.title || t(messages.untitled);
  const teammates = (query.data?.members ?? []).filter((member) => member.id !== me);

  return (
    <Dock>
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(messages.comments, { count: counts[shown] ?? 0 })}
      </Button>
      {open && (
        <Card id={panelId} aria-labelledby={`${panelId}-title`}>
          <Heading id={`${panelId}-title`}>
            {kind === 'deck'
              ? t(messages.slideTitle, { position: position + 1, title })
              : t(messages.sectionTitle, { title })}
          </Heading>
          {current === undefined && (
            <SelectField
              name="comment-section"
              label={t(messages.section)}
              value={shown}
              onChange={(event) => setChosen(event.target.value)}
            >
              {parts.map((part) => (
                <option key={part.id} value={part.id}>
                  {t(messages.sectionOption, {
                    title: part.title || t(messages.untitled),
                    count: counts[part.id] ?? 0,
                  })}
                </option>
              ))}
            </SelectField>
          )}
          {query.data ? (
            <CommentsPanel document={document} part={shown} list={query.data} teammates={teammates} />
          ) : query.isError ? (
            <ErrorState
              message={t(messages.failed)}
              onRetry={() => void query.refetch()}
              retryLabel={t(messages.retry)}
            />
          ) : (
            <Spinner label={t(messages.loading)} />
          )}
        </Card>
      )}
    </Dock>
  );
}
