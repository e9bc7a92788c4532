import { defineMessages } from '@kuza/i18n';

/** Words several resume screens say. */
export const COMMON_MESSAGES = defineMessages({
  goToResumes: { id: 'resumes.common.goToResumes', defaultMessage: 'Go to Resumes' },
  backToResumes: { id: 'resumes.common.backToResumes', defaultMessage: 'Back to Resumes' },
  continue: { id: 'resumes.common.continue', defaultMessage: 'Continue' },
  cancel: { id: 'resumes.common.cancel', defaultMessage: 'Cancel' },
  save: { id: 'resumes.common.save', defaultMessage: 'Save' },
});
