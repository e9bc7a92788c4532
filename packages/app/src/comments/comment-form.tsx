import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COMMENT_LIMITS, COMMENT_MESSAGES, type CommentPerson } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { errorMessage } from '@kuza/store';
import { Button, SelectField, TextArea } from '@kuza/ui';

const messages = defineMessages({
  comment: { id: 'app.comments.comment', defaultMessage: 'Comment' },
  reply: { id: 'app.comments.reply', defaultMessage: 'Reply' },
  send: { id: 'app.comments.send', defaultMessage: 'Comment' },
  sendReply: { id: 'app.comments.sendReply', defaultMessage: 'Reply' },
  cancel: { id: 'app.comments.cancel', defaultMessage: 'Cancel' },
  mention: { id: 'app.comments.mention', defaultMessage: 'Mention a teammate' },
  mentionHint: {
    id: 'app.comments.mentionHint',
    defaultMessage: 'They get an e-mail with a link to this comment.',
  },
  mentionNone: { id: 'app.comments.mentionNone', defaultMessage: 'Choose a teammate' },
  notSent: { id: 'app.comments.notSent', defaultMessage: 'The comment could not be sent. Try again.' },
});

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The `@Name` a comment writes for a teammate. */
export const mentionOf = (person: CommentPerson) => `@${person.name}`;

/** The teammates a text still mentions: picked from the list, and their `@Name` not deleted since. */
export function mentionedIn(body: string, picked: readonly CommentPerson[]): string[] {
  return [...new Set(picked.filter((person) => body.includes(mentionOf(person))).map((person) => person.id))];
}

export interface CommentFormProps {
  /** A new thread's field, or a reply's. */
  reply?: boolean;
  /** Whom the picker offers: the document's team but the writer. */
  teammates: CommentPerson[];
  onSend: (input: { body: string; mentions: string[] }) => Promise<unknown>;
  onCancel?: () => void;
}

/** A comment's text with a picker that writes `@Name` and mails that teammate once the comment is sent. */
export function CommentForm({ reply = false, teammates, onSend, onCancel }: CommentFormProps) {
  const { t } = useI18n();
  const [body, setBody] = useState('');
  const [picked, setPicked] = useState<CommentPerson[]>([]);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const pick = (id: string) => {
    const person = teammates.find((teammate) => teammate.id === id);
    if (!person) return;
    setPicked((current) => (current.some((p) => p.id === id) ? current : [...current, person]));
    setBody((current) => `${current}${current && !/\s$/.test(current) ? ' ' : ''}${mentionOf(person)} `);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError(t(COMMENT_MESSAGES.bodyRequired));
    if (text.length > COMMENT_LIMITS.bodyMax) {
      return setError(t(COMMENT_MESSAGES.bodyTooLong, { max: COMMENT_LIMITS.bodyMax }));
    }
    setSending(true);
    setError(undefined);
    try {
      await onSend({ body: text, mentions: mentionedIn(text, picked) });
      setBody('');
      setPicked([]);
    } catch (problem) {
      setError(errorMessage(problem, t(messages.notSent)));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        name="comment"
        label={t(reply ? messages.reply : messages.comment)}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error}
      />
      {teammates.length > 0 && (
        <SelectField
          name="mention"
          label={t(messages.mention)}
          hint={t(messages.mentionHint)}
          value=""
          onChange={(event) => pick(event.target.value)}
        >
          <option value="">{t(messages.mentionNone)}</option>
          {teammates.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
      )}
      <Row>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t(messages.cancel)}
          </Button>
        )}
        <Button size="sm" type="submit" loading={sending}>
          {t(reply ? messages.sendReply : messages.send)}
        </Button>
      </Row>
    </Form>
  );
}
