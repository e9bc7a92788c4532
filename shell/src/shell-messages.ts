import { defineMessages } from '@kuza/i18n';

/** What the shell itself says: while a page loads, and when one cannot. */
export const shellMessages = defineMessages({
  loadingPage: { id: 'shell.loadingPage', defaultMessage: 'Loading page' },
  loadingKuza: { id: 'shell.loadingKuza', defaultMessage: 'Loading Kuza' },
  checkingSession: { id: 'shell.checkingSession', defaultMessage: 'Checking your session' },
  unavailableTitle: { id: 'shell.unavailable.title', defaultMessage: 'This part of Kuza is not available right now' },
  unavailable: {
    id: 'shell.unavailable.message',
    defaultMessage:
      'We could not load this page. Check your connection and try again; the rest of the site still works.',
  },
  unavailableDrawn: {
    id: 'shell.unavailable.drawn',
    defaultMessage:
      'We could not load the full view of this page. What it says is below; check your connection and try again.',
  },
  retry: { id: 'shell.retry', defaultMessage: 'Retry' },
});
