import { defineMessages } from '@kuza/i18n';

/** The account fields' labels, the same on every form that asks for them. */
export const FIELD_MESSAGES = defineMessages({
  firstname: { id: 'auth.field.firstname', defaultMessage: 'First name' },
  lastname: { id: 'auth.field.lastname', defaultMessage: 'Last name' },
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
});
