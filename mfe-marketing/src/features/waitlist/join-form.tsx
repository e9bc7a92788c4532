import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { validateFormLater } from '@kuza/contracts/validate-later';
import type { WaitlistSource } from '@kuza/contracts/waitlist';
import { errorMessage } from '@kuza/store';
import { Button, TextField, toast, VisuallyHidden } from '@kuza/ui';
import { useWaitlistAddMutation } from './api';

export const JOIN_SUCCESS_FALLBACK = 'Successfully joined waitlist';
export const JOIN_ERROR_FALLBACK = 'Failed to join waitlist';
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

  const onSubmit = async (values: Values, form: { restart: () => void }) => {
    const problems = await validate(values);
    if (problems?.email) {
      toast.error(problems.email);
      return;
    }
    try {
      const result = await join({ email: values.email ?? '', source }).unwrap();
      toast.success(result.message || JOIN_SUCCESS_FALLBACK);
      form.restart();
    } catch (error) {
      toast.error(errorMessage(error, JOIN_ERROR_FALLBACK));
    }
  };

  return (
    <Form<Values>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <Row onSubmit={handleSubmit} noValidate aria-label="Join the waitlist">
          <Field<string> name="email">
            {({ input }) => (
              <TextField
                {...input}
                id={JOIN_EMAIL_FIELD_ID}
                type="email"
                label={<VisuallyHidden>Email address</VisuallyHidden>}
                placeholder="Enter your email address"
                autoComplete="email"
                inputMode="email"
                maxLength={320}
              />
            )}
          </Field>
          <Button type="submit" size="lg" loading={submitting} loadingLabel="Joining">
            Join Waitlist
          </Button>
        </Row>
      )}
    />
  );
}
