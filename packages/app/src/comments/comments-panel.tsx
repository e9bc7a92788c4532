import { useState } from 'react';
import styled from 'styled-components';
import type { CommentList, CommentPerson } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button, Stack } from '@kuza/ui';
import { useCommentCreateMutation, useCommentResolveMutation, type CommentedDocument } from './api';
import { CommentForm } from './comment-form';
import { CommentThreadView } from './comment-thread';

const messages = defineMessages({
  none: { id: 'app.comments.none', defaultMessage: 'No comments here yet.' },
  showResolved: {
    id: 'app.comments.showResolved',
    defaultMessage: 'Show resolved ({count, plural, one {# thread} other {# threads}})',
  },
  hideResolved: { id: 'app.comments.hideResolved', defaultMessage: 'Hide resolved' },
});

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface CommentsPanelProps {
  document: CommentedDocument;
  /** The slide's or the section's id. */
  part: string;
  list: CommentList;
  teammates: CommentPerson[];
}

/** The threads of one slide or section: a new thread's field, the open threads, then the resolved ones on demand. */
export function CommentsPanel({ document, part, list, teammates }: CommentsPanelProps) {
  const { t } = useI18n();
  const [create] = useCommentCreateMutation();
  const [resolve] = useCommentResolveMutation();
  const [showResolved, setShowResolved] = useState(false);
  const here = list.threads.filter((thread) => thread.anchor === part);
  const open = here.filter((thread) => !thread.resolved);
  const resolved = here.filter((thread) => thread.resolved);

  const threadView = (thread: (typeof here)[number]) => (
    <CommentThreadView
      key={thread.id}
      thread={thread}
      teammates={teammates}
      onReply={(input) => create({ document, threadId: thread.id, ...input }).unwrap()}
      onResolve={(value) => resolve({ document, commentId: thread.id, resolved: value }).unwrap()}
    />
  );

  return (
    <Stack gap="md">
      <CommentForm teammates={teammates} onSend={(input) => create({ document, anchor: part, ...input }).unwrap()} />
      {here.length === 0 && <Muted>{t(messages.none)}</Muted>}
      {open.map(threadView)}
      {resolved.length > 0 && (
        <Button size="sm" variant="ghost" aria-expanded={showResolved} onClick={() => setShowResolved((v) => !v)}>
          {showResolved ? t(messages.hideResolved) : t(messages.showResolved, { count: resolved.length })}
        </Button>
      )}
      {showResolved && resolved.map(threadView)}
    </Stack>
  );
}
