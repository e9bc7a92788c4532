import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { OTP_LENGTH, ruleText, visitVerifySchema, type LinkGateCode } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, FormAlert, TextField } from '@kuza/ui';
import { useLinkVisitStartMutation, useLinkVisitVerifyMutation, type LinkAddress } from './api';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  failed: { id: 'app.gate.failed', defaultMessage: 'That did not work. Please try again.' },
  passcodeMissing: { id: 'app.gate.passcodeMissing', defaultMessage: 'Enter the passcode' },
  enterCode: { id: 'app.gate.enterCode', defaultMessage: 'Enter your code' },
  checkEmail: { id: 'app.gate.checkEmail', defaultMessage: 'Check your e-mail' },
  codeSent: {
    id: 'app.gate.codeSent',
    defaultMessage:
      '{kind, select, deck {We sent a {length}-digit code to {email}. Enter it to view the deck.} other {We sent a {length}-digit code to {email}. Enter it to view the resume.}}',
  },
  code: { id: 'app.gate.code', defaultMessage: 'Code' },
  checking: { id: 'app.gate.checking', defaultMessage: 'Checking' },
  view: { id: 'app.gate.view', defaultMessage: '{kind, select, deck {View the deck} other {View the resume}}' },
  otherEmail: { id: 'app.gate.otherEmail', defaultMessage: 'Use another e-mail' },
  open: { id: 'app.gate.open', defaultMessage: '{kind, select, deck {Open the deck} other {Open the resume}}' },
  sharedPrivately: {
    id: 'app.gate.sharedPrivately',
    defaultMessage: '{kind, select, deck {This deck is shared privately} other {This resume is shared privately}}',
  },
  email: { id: 'app.gate.email', defaultMessage: 'Your e-mail' },
  passcode: { id: 'app.gate.passcode', defaultMessage: 'Passcode' },
  nda: { id: 'app.gate.nda', defaultMessage: 'Non-disclosure agreement' },
  opening: { id: 'app.gate.opening', defaultMessage: 'Opening' },
  acceptNda: { id: 'app.gate.acceptNda', defaultMessage: 'Accept the NDA and view' },
  next: { id: 'app.gate.continue', defaultMessage: 'Continue' },
});

/** What a link's gate asks before the deck or resume is shown (the API's 401). */
export interface GateQuestion {
  code: LinkGateCode;
  message: string;
  /** The NDA's text, with its question. */
  nda?: string;
}

const Page = styled.main`
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.md};
  h1 {
    margin: 0;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Nda = styled.div`
  max-height: 16rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  white-space: pre-wrap;
`;

type Fields = { email: string; passcode: string; code: string };
type Status = number | string | undefined;

/** The contract's message for one field, or undefined when it is fine. */
async function problem(field: 'email' | 'code', value: string): Promise<string | undefined> {
  try {
    await visitVerifySchema.validateAt(field, { [field]: value });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return ruleText(error.message);
    throw error;
  }
}

/**
 * A named link's gate: each question the API asks (e-mail, passcode, NDA) joins the form until it
 * lets the viewer in; an e-mail then gets a 6-digit code. Every refusal shows the API's message.
 */
export function LinkGate({
  address,
  question,
  onOpen,
  onGone,
}: {
  address: LinkAddress;
  question: GateQuestion;
  onOpen: (visitId?: string) => void;
  /** The link expired or was revoked meanwhile: the page asks again and says so. */
  onGone: () => void;
}) {
  const { t } = useI18n();
  const [asked, setAsked] = useState<LinkGateCode[]>([question.code]);
  const [nda, setNda] = useState(question.nda);
  const [note, setNote] = useState(question.message);
  const [values, setValues] = useState<Fields>({ email: '', passcode: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'form', string>>>({});
  const [codeSent, setCodeSent] = useState(false);
  const [start, starting] = useLinkVisitStartMutation();
  const [verify, verifying] = useLinkVisitVerifyMutation();
  const set = (field: keyof Fields) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const refused = (caught: unknown, field: keyof Fields | 'form') => {
    const { status, data } = caught as { status?: Status; data?: { code?: LinkGateCode; nda?: string } };
    if (status === 404 || status === 410) return onGone();
    const message = errorMessage(caught, t(messages.failed));
    const next = status === 401 ? data?.code : undefined;
    if (next && !asked.includes(next)) {
      setAsked((current) => [...current, next]);
      if (data?.nda) setNda(data.nda);
      setNote(message);
      return setErrors({});
    }
    const at = next === 'passcode_required' ? 'passcode' : next === 'email_required' ? 'email' : field;
    setErrors({ [at]: message });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = asked.includes('email_required') ? await problem('email', values.email) : undefined;
    const passcodeProblem =
      asked.includes('passcode_required') && !values.passcode ? t(messages.passcodeMissing) : undefined;
    if (emailProblem || passcodeProblem) return setErrors({ email: emailProblem, passcode: passcodeProblem });
    setErrors({});
    try {
      const reply = await start({
        address,
        ...(asked.includes('email_required') ? { email: values.email.trim() } : {}),
        ...(asked.includes('passcode_required') ? { passcode: values.passcode } : {}),
        ...(asked.includes('nda_required') ? { acceptNda: true } : {}),
      }).unwrap();
      if (reply.codeSent) return setCodeSent(true);
      onOpen(reply.visitId);
    } catch (caught) {
      refused(caught, 'form');
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const codeProblem = await problem('code', values.code.trim());
    if (codeProblem) return setErrors({ code: codeProblem });
    setErrors({});
    try {
      const reply = await verify({ address, email: values.email.trim(), code: values.code.trim() }).unwrap();
      onOpen(reply.visitId);
    } catch (caught) {
      refused(caught, 'code');
    }
  };

  if (codeSent) {
    return (
      <Page>
        <Form aria-label={t(messages.enterCode)} noValidate onSubmit={(e) => void submitCode(e)}>
          <h1>{t(messages.checkEmail)}</h1>
          <p>{t(messages.codeSent, { length: OTP_LENGTH, email: values.email.trim(), kind: address.kind })}</p>
          <TextField
            label={t(messages.code)}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={values.code}
            onChange={set('code')}
            error={errors.code}
            autoFocus
          />
          <Button type="submit" loading={verifying.isLoading} loadingLabel={t(messages.checking)}>
            {t(messages.view, { kind: address.kind })}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setCodeSent(false);
              setValues((current) => ({ ...current, code: '' }));
            }}
          >
            {t(messages.otherEmail)}
          </Button>
        </Form>
      </Page>
    );
  }

  const withNda = asked.includes('nda_required');
  return (
    <Page>
      <Form aria-label={t(messages.open, { kind: address.kind })} noValidate onSubmit={(e) => void submit(e)}>
        <h1>{t(messages.sharedPrivately, { kind: address.kind })}</h1>
        <FormAlert $tone="info">{note}</FormAlert>
        {asked.includes('email_required') && (
          <TextField
            label={t(messages.email)}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
        )}
        {asked.includes('passcode_required') && (
          <TextField
            label={t(messages.passcode)}
            name="passcode"
            type="password"
            value={values.passcode}
            onChange={set('passcode')}
            error={errors.passcode}
          />
        )}
        {withNda && nda && (
          <section aria-labelledby="link-nda">
            <h2 id="link-nda">{t(messages.nda)}</h2>
            <Nda tabIndex={0}>{nda}</Nda>
          </section>
        )}
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <Button type="submit" loading={starting.isLoading} loadingLabel={t(messages.opening)}>
          {t(withNda ? messages.acceptNda : messages.next)}
        </Button>
      </Form>
    </Page>
  );
}
