import { useState } from 'react';
import styled from 'styled-components';
import type { CommentPerson, CommentThread } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { errorMessage } from '@kuza/store';
import { Button, Card, FormAlert, PlainList } from '@kuza/ui';
import { CommentForm } from './comment-form';

const messages = defineMessages({
  thread: { id: 'app.comments.thread', defaultMessage: 'Comment by {name}' },
  formerMember: { id: 'app.comments.formerMember', defaultMessage: 'Former member' },
  reply: { id: 'app.comments.replyButton', defaultMessage: 'Reply' },
  resolve: { id: 'app.comments.resolve', defaultMessage: 'Resolve' },
  reopen: { id: 'app.comments.reopen', defaultMessage: 'Reopen' },
  resolvedBy: { id: 'app.comments.resolvedBy', defaultMessage: 'Resolved by {name} on {date}' },
  notChanged: { id: 'app.comments.notChanged', defaultMessage: 'The thread could not be changed. Try again.' },
});

const Head = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface CommentThreadViewProps {
  thread: CommentThread;
  teammates: CommentPerson[];
  onReply: (input: { body: string; mentions: string[] }) => Promise<unknown>;
  onResolve: (resolved: boolean) => Promise<unknown>;
}

/** One thread: its comments oldest first, a reply field, and Resolve or Reopen. */
export function CommentThreadView({ thread, teammates, onReply, onResolve }: CommentThreadViewProps) {
  const { t, formatDate } = useI18n();
  const [replying, setReplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const nameOf = (person: CommentPerson) => person.name || t(messages.formerMember);
  const when = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

  const resolve = async (resolved: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      await onResolve(resolved);
    } catch (problem) {
      setError(errorMessage(problem, t(messages.notChanged)));
    } finally {
      setBusy(false);
    }
  };

  const first = thread.comments[0];
  return (
    <Card as="article" aria-label={first ? t(messages.thread, { name: nameOf(first.author) }) : undefined}>
      <PlainList>
        {thread.comments.map((comment) => (
          <li key={comment.id}>
            <Head>
              <strong>{nameOf(comment.author)}</strong> ·{' '}
              <time dateTime={comment.createdAt}>{when(comment.createdAt)}</time>
            </Head>
            <Body>{comment.body}</Body>
          </li>
        ))}
      </PlainList>
      {thread.resolved && thread.resolvedBy && thread.resolvedAt && (
        <Head>{t(messages.resolvedBy, { name: nameOf(thread.resolvedBy), date: when(thread.resolvedAt) })}</Head>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      {replying ? (
        <CommentForm
          reply
          teammates={teammates}
          onSend={async (input) => {
            await onReply(input);
            setReplying(false);
          }}
          onCancel={() => setReplying(false)}
        />
      ) : (
        <Actions>
          {!thread.resolved && (
            <Button size="sm" variant="secondary" onClick={() => setReplying(true)}>
              {t(messages.reply)}
            </Button>
          )}
          <Button size="sm" variant="ghost" loading={busy} onClick={() => void resolve(!thread.resolved)}>
            {t(thread.resolved ? messages.reopen : messages.resolve)}
          </Button>
        </Actions>
      )}
    </Card>
  );
}
