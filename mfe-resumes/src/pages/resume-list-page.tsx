import { useState } from 'react';
import { Button, PageHeading } from '@kuza/ui';
import { AppChrome } from '@kuza/app';
import { CreateResumeDialog } from '../features/create-resume/create-resume-dialog';
import { ResumeList } from '../features/resume-list/resume-list';

/** /resume-builder: the workspace's resumes and the creation dialog. */
export default function ResumeListPage() {
  const [creating, setCreating] = useState(false);
  return (
    <AppChrome title="Resume Builder">
      <PageHeading
        title="Resumes"
        intro="Build, edit, and organize resumes for your team or yourself."
        action={<Button onClick={() => setCreating(true)}>Create New Resume</Button>}
      />
      <ResumeList onCreate={() => setCreating(true)} />
      <CreateResumeDialog open={creating} onClose={() => setCreating(false)} />
    </AppChrome>
  );
}
