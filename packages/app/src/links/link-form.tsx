import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import {
  createLinkSchema,
  LINK_LIMITS,
  updateLinkSchema,
  validateForm,
  type CreateLinkInput,
  type DeckLink,
  type LinkedKind,
  type UpdateLinkInput,
} from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, DialogActions, FormAlert, Stack } from '@kuza/ui';
import { FormTextArea, FormTextField } from '@kuza/ui/forms';
import { defineMessages, i18n } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  changeLabel: { id: 'app.linkForm.changeLabel', defaultMessage: 'Change {label}' },
  newLink: { id: 'app.linkForm.newLink', defaultMessage: 'New investor link' },
  label: { id: 'app.linkForm.label', defaultMessage: 'Label' },
  labelHint: { id: 'app.linkForm.labelHint', defaultMessage: 'Who this link is for: a fund, an angel' },
  requireEmail: { id: 'app.linkForm.requireEmail', defaultMessage: "Ask for the viewer's e-mail, verified by a code" },
  newPasscode: { id: 'app.linkForm.newPasscode', defaultMessage: 'New passcode' },
  passcode: { id: 'app.linkForm.passcode', defaultMessage: 'Passcode' },
  keepPasscode: { id: 'app.linkForm.keepPasscode', defaultMessage: 'Leave empty to keep the current one' },
  optional: { id: 'app.linkForm.optional', defaultMessage: 'Optional' },
  removePasscode: { id: 'app.linkForm.removePasscode', defaultMessage: 'Remove the passcode' },
  expiresAfter: { id: 'app.linkForm.expiresAfter', defaultMessage: 'Expires after' },
  expiresHint: { id: 'app.linkForm.expiresHint', defaultMessage: 'Optional: the last day it opens' },
  allowDownload: { id: 'app.linkForm.allowDownload', defaultMessage: 'Allow downloading the PDF' },
  watermark: {
    id: 'app.linkForm.watermark',
    defaultMessage:
      "{kind, select, deck {Watermark the slides with the viewer's e-mail and the date} other {Watermark the resume with the viewer's e-mail and the date}}",
  },
  nda: { id: 'app.linkForm.nda', defaultMessage: 'NDA' },
  ndaHint: {
    id: 'app.linkForm.ndaHint',
    defaultMessage:
      '{kind, select, deck {Optional: the viewer must accept it before the deck opens} other {Optional: the viewer must accept it before the resume opens}}',
  },
  cancel: { id: 'app.linkForm.cancel', defaultMessage: 'Cancel' },
  saving: { id: 'app.linkForm.saving', defaultMessage: 'Saving' },
  saveChanges: { id: 'app.linkForm.saveChanges', defaultMessage: 'Save changes' },
  create: { id: 'app.linkForm.create', defaultMessage: 'Create link' },
  notSaved: { id: 'app.linkForm.notSaved', defaultMessage: 'The link could not be saved. Please try again.' },
});

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The form's values: the contract's fields, the expiry as a date field's day, and on a change whether to drop the passcode. */
export interface LinkFormValues {
  label?: string;
  requireEmail?: boolean;
  passcode?: string;
  /** YYYY-MM-DD: the link works until the end of that day. */
  expiresAt?: string;
  allowDownload?: boolean;
  watermark?: boolean;
  nda?: string;
  removePasscode?: boolean;
}

const validateNew = validateForm(createLinkSchema);
const validateChange = validateForm(updateLinkSchema);

/** The end of a chosen day, as the instant the API stores. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();
const dayOf = (iso: string) => {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

/** What POST /decks/:id/links is sent for the form's values. */
export function createInput(values: LinkFormValues): CreateLinkInput {
  return {
    label: (values.label ?? '').trim(),
    requireEmail: !!values.requireEmail,
    allowDownload: !!values.allowDownload,
    watermark: !!values.watermark,
    ...(values.passcode ? { passcode: values.passcode } : {}),
    ...(values.expiresAt ? { expiresAt: endOfDay(values.expiresAt) } : {}),
    ...(values.nda?.trim() ? { nda: values.nda.trim() } : {}),
  };
}

/** What PATCH sends: every setting, with null taking away an expiry or NDA left empty and a passcode removed. */
export function updateInput(values: LinkFormValues): UpdateLinkInput {
  return {
    label: (values.label ?? '').trim(),
    requireEmail: !!values.requireEmail,
    allowDownload: !!values.allowDownload,
    watermark: !!values.watermark,
    ...(values.removePasscode ? { passcode: null } : values.passcode ? { passcode: values.passcode } : {}),
    expiresAt: values.expiresAt ? endOfDay(values.expiresAt) : null,
    nda: values.nda?.trim() ? values.nda.trim() : null,
  };
}

function Checkbox({ name, children }: { name: keyof LinkFormValues; children: string }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input: { value: _value, ...input } }) => (
        <Check>
          <input {...input} type="checkbox" />
          {children}
        </Check>
      )}
    </Field>
  );
}

/** A link's settings, to make one (no `link`) or change it; `onSave` answers an error message or nothing. */
export function LinkForm({
  kind,
  link,
  onSave,
  onCancel,
}: {
  /** What the link leads to, which the form's hints name. */
  kind: LinkedKind;
  link?: DeckLink;
  onSave: (values: LinkFormValues) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const initial: LinkFormValues = link
    ? {
        label: link.label,
        requireEmail: link.requireEmail,
        allowDownload: link.allowDownload,
        watermark: link.watermark,
        ...(link.expiresAt ? { expiresAt: dayOf(link.expiresAt) } : {}),
        ...(link.nda ? { nda: link.nda } : {}),
      }
    : {};
  return (
    <Form<LinkFormValues>
      initialValues={initial}
      validate={(values) => (link ? validateChange(values) : validateNew(values))}
      onSubmit={async (values) => {
        const problem = await onSave(values);
        return problem ? { [FORM_ERROR]: problem } : undefined;
      }}
    >
      {({ handleSubmit, submitting, submitError, values }) => (
        <form
          aria-label={link ? t(messages.changeLabel, { label: link.label }) : t(messages.newLink)}
          noValidate
          onSubmit={handleSubmit}
        >
          <Stack gap="md">
            <FormTextField
              name="label"
              label={t(messages.label)}
              hint={t(messages.labelHint)}
              maxLength={LINK_LIMITS.labelMax}
            />
            <Checkbox name="requireEmail">{t(messages.requireEmail)}</Checkbox>
            <FormTextField
              name="passcode"
              type="password"
              autoComplete="new-password"
              label={t(link?.hasPasscode ? messages.newPasscode : messages.passcode)}
              hint={t(link?.hasPasscode ? messages.keepPasscode : messages.optional)}
              disabled={!!values.removePasscode}
            />
            {link?.hasPasscode && <Checkbox name="removePasscode">{t(messages.removePasscode)}</Checkbox>}
            <FormTextField
              name="expiresAt"
              type="date"
              label={t(messages.expiresAfter)}
              hint={t(messages.expiresHint)}
            />
            <Checkbox name="allowDownload">{t(messages.allowDownload)}</Checkbox>
            <Checkbox name="watermark">{t(messages.watermark, { kind })}</Checkbox>
            <FormTextArea
              name="nda"
              label={t(messages.nda)}
              hint={t(messages.ndaHint, { kind })}
              rows={4}
              maxLength={LINK_LIMITS.ndaMax}
            />
            {submitError && <FormAlert>{String(submitError)}</FormAlert>}
            <DialogActions>
              <Button variant="secondary" onClick={onCancel}>
                {t(messages.cancel)}
              </Button>
              <Button type="submit" loading={submitting} loadingLabel={t(messages.saving)}>
                {t(link ? messages.saveChanges : messages.create)}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}

/** The API's refusal as the form shows it. */
export const saveProblem = (caught: unknown) => errorMessage(caught, i18n.t(messages.notSaved));
