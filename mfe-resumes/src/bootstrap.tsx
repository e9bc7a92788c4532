import { mountStandalone } from '@kuza/ui';
import ResumeListPage from './pages/resume-list-page';
import ResumeGeneratingPage from './pages/resume-generating-page';
import ResumeEditorPage from './pages/resume-editor-page';
import SharedResumePage from './pages/shared-resume-page';

/** Standalone host: this remote alone, with its own store, for isolated development and QA. */
void mountStandalone({
  remote: 'resumes',
  pages: {
    './ResumeListPage': ResumeListPage,
    './ResumeGeneratingPage': ResumeGeneratingPage,
    './ResumeEditorPage': ResumeEditorPage,
    './SharedResumePage': SharedResumePage,
  },
});
