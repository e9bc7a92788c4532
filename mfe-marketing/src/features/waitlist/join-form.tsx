import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { validateFormLater } from '@kuza/contracts/validate-later';
import type { WaitlistSource } from '@kuza/contracts/waitlist';
import { defineMessages, i18n } from '@kuza/i18n';
import { errorMessage } from '@kuza/store';
import { Button, TextField, toast, VisuallyHidden } from '@kuza/ui';
import { useMarketingI18n } from '../../i18n';
import { useWaitlistAddMutation } from './api';

export const joinMessages = defineMessages({
  joined: { id: 'marketing.join.joined', defaultMessage: 'Successfully joined waitlist' },
  failed: { id: 'marketing.join.failed', defaultMessage: 'Failed to join waitlist' },
  form: { id: 'marketing.join.form', defaultMessage: 'Join the waitlist' },
  email: { id: 'marketing.join.email', defaultMessage: 'Email address' },
  placeholder: { id: 'marketing.join.placeholder', defaultMessage: 'Enter your email address' },
  joining: { id: 'marketing.join.joining', defaultMessage: 'Joining' },
  join: { id: 'marketing.join.submit', defaultMessage: 'Join Waitlist' },
});
export const JOIN_EMAIL_FIELD_ID = 'waitlist-email';

// The rule (yup) loads with the first join, not with the page.
const validate = validateFormLater(() =>
  import('@kuza/contracts/schemas/waitlist').then((module) => module.waitlistJoinSchema),
);

const Row = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  max-width: 520px;

  > :first-child {
    flex: 1;
  }

  @media ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

interface Values {
  email?: string;
}

/**
 * The waitlist form (product.md §2, §5): problems are told by toast, as the spec asks, not inline;
 * a join (new or repeated) clears the field.
 */
export function JoinForm({ source }: { source: WaitlistSource }) {
  const [join] = useWaitlistAddMutation();
  const { t } = useMarketingI18n();

  const onSubmit = async (values: Values, form: { restart: () => void }) => {
    const problems = await validate(values);
    if (problems?.email) {
      toast.error(problems.email);
      return;
    }
    try {
      const result = await join({ email: values.email ?? '', source }).unwrap();
      toast.success(result.message || i18n.t(joinMessages.joined));
      form.restart();
    } catch (error) {
      toast.error(errorMessage(error, i18n.t(joinMessages.failed)));
    }
  };

  return (
    <Form<Values>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <Row onSubmit={handleSubmit} noValidate aria-label={t(joinMessages.form)}>
          <Field<string> name="email">
            {({ input }) => (
              <TextField
                {...input}
                id={JOIN_EMAIL_FIELD_ID}
                type="email"
                label={<VisuallyHidden>{t(joinMessages.email)}</VisuallyHidden>}
                placeholder={t(joinMessages.placeholder)}
                autoComplete="email"
                inputMode="email"
                maxLength={320}
              />
            )}
          </Field>
          <Button type="submit" size="lg" loading={submitting} loadingLabel={t(joinMessages.joining)}>
            {t(joinMessages.join)}
          </Button>
        </Row>
      )}
    />
  );
}
