import { useState } from 'react';
import { Button, PageHeading } from '@kuza/ui';
import { AppChrome } from '@kuza/app';
import { CreateResumeDialog } from '../features/create-resume/create-resume-dialog';
import { ResumeList } from '../features/resume-list/resume-list';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../i18n';

const messages = defineMessages({
  chrome: { id: 'resumes.list.chrome', defaultMessage: 'Resume Builder' },
  title: { id: 'resumes.list.title', defaultMessage: 'Resumes' },
  intro: { id: 'resumes.list.intro', defaultMessage: 'Build, edit, and organize resumes for your team or yourself.' },
  create: { id: 'resumes.list.create', defaultMessage: 'Create New Resume' },
});

/** /resume-builder: the workspace's resumes and the creation dialog. */
export default function ResumeListPage() {
  const { t } = useResumesI18n();
  const [creating, setCreating] = useState(false);
  return (
    <AppChrome title={t(messages.chrome)}>
      <PageHeading
        title={t(messages.title)}
        intro={t(messages.intro)}
        action={<Button onClick={() => setCreating(true)}>{t(messages.create)}</Button>}
      />
      <ResumeList onCreate={() => setCreating(true)} />
      <CreateResumeDialog open={creating} onClose={() => setCreating(false)} />
    </AppChrome>
  );
}
