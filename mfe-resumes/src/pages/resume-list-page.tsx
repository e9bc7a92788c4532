import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@kuza/ui';
import { AppChrome } from '@kuza/app';
import { CreateResumeDialog } from '../features/create-resume/create-resume-dialog';
import { ResumeList } from '../features/resume-list/resume-list';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /resume-builder: the workspace's resumes and the creation dialog. */
export default function ResumeListPage() {
  const [creating, setCreating] = useState(false);
  return (
    <AppChrome title="Resume Builder">
      <Head>
        <div>
          <Title>Resumes</Title>
          <Lead>Build, edit, and organize resumes for your team or yourself.</Lead>
        </div>
        <Button onClick={() => setCreating(true)}>Create New Resume</Button>
      </Head>
      <ResumeList onCreate={() => setCreating(true)} />
      <CreateResumeDialog open={creating} onClose={() => setCreating(false)} />
    </AppChrome>
  );
}
