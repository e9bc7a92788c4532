import { defineMessages } from '@kuza/i18n';

/** Words many decks screens say alike, defined once. */
export const COMMON_MESSAGES = defineMessages({
  checkConnection: { id: 'decks.common.checkConnection', defaultMessage: 'Check your connection and try again.' },
  tryAgain: { id: 'decks.common.tryAgain', defaultMessage: 'Try again' },
  retry: { id: 'decks.common.retry', defaultMessage: 'Retry' },
  save: { id: 'decks.common.save', defaultMessage: 'Save' },
  cancel: { id: 'decks.common.cancel', defaultMessage: 'Cancel' },
  close: { id: 'decks.common.close', defaultMessage: 'Close' },
  back: { id: 'decks.common.back', defaultMessage: 'Back' },
  edit: { id: 'decks.common.edit', defaultMessage: 'Edit' },
  delete: { id: 'decks.common.delete', defaultMessage: 'Delete' },
  deleteSlide: { id: 'decks.common.deleteSlide', defaultMessage: 'Delete slide' },
  applicationEditor: { id: 'decks.common.applicationEditor', defaultMessage: 'Application Editor' },
  goToDecks: { id: 'decks.common.goToDecks', defaultMessage: 'Go to Pitch Decks' },
  backToDecks: { id: 'decks.common.backToDecks', defaultMessage: 'Back to Pitch Decks' },
  pitchDecks: { id: 'decks.common.pitchDecks', defaultMessage: 'Pitch Decks' },
  importing: { id: 'decks.common.importing', defaultMessage: 'Importing' },
  starting: { id: 'decks.common.starting', defaultMessage: 'Starting' },
  deletedElsewhere: {
    id: 'decks.common.deletedElsewhere',
    defaultMessage: 'It may have been deleted or belong to another workspace.',
  },
});
