import { defineMessages } from '@kuza/i18n';

/** Words several of the dashboard's screens say: the account's fields and the dialogs' buttons. */
export const COMMON_MESSAGES = defineMessages({
  firstName: { id: 'dashboard.common.firstName', defaultMessage: 'First name' },
  lastName: { id: 'dashboard.common.lastName', defaultMessage: 'Last name' },
  email: { id: 'dashboard.common.email', defaultMessage: 'Email' },
  cancel: { id: 'dashboard.common.cancel', defaultMessage: 'Cancel' },
  saving: { id: 'dashboard.common.saving', defaultMessage: 'Saving' },
});
