import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'resumes',
  dir: __dirname,
  title: 'Kuza — Resumes',
  exposes: {
    './ResumeListPage': './src/pages/resume-list-page.tsx',
    './ResumeGeneratingPage': './src/pages/resume-generating-page.tsx',
    './ResumeEditorPage': './src/pages/resume-editor-page.tsx',
    './SharedResumePage': './src/pages/shared-resume-page.tsx',
  },
});
