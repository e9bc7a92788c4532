import { useState } from 'react';
import styled from 'styled-components';
import type { ResumeSummaryRow } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, EmptyState, ErrorState, Spinner, toast } from '@kuza/ui';
import { useNow } from '../../lib/use-now';
import { useResumeDuplicateMutation, useResumeListQuery } from '../resumes/api';
import { DeleteResumeDialog } from './delete-resume-dialog';
import { RenameResumeDialog } from './rename-resume-dialog';
import { ResumeRow } from './resume-row';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The workspace's resumes, newest first, with rename, duplicate and delete; empty, loading and error states. */
export function ResumeList({ onCreate }: { onCreate: () => void }) {
  const { data: resumes, error, isLoading, isError, refetch } = useResumeListQuery();
  const [duplicate] = useResumeDuplicateMutation();
  const [duplicatingId, setDuplicatingId] = useState<string>();
  const [renaming, setRenaming] = useState<ResumeSummaryRow | null>(null);
  const [deleting, setDeleting] = useState<ResumeSummaryRow | null>(null);
  const now = useNow();

  const onDuplicate = async (resume: ResumeSummaryRow) => {
    setDuplicatingId(resume.id);
    try {
      const copy = await duplicate(resume.id).unwrap();
      toast.success(`Duplicated as “${copy.name}”`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Could not duplicate the resume'));
    } finally {
      setDuplicatingId(undefined);
    }
  };

  if (isLoading) {
    return (
      <Loading>
        <Spinner size="lg" label="Loading your resumes" />
      </Loading>
    );
  }
  if (isError || !resumes) {
    return (
      <ErrorState
        title="Your resumes could not be loaded"
        message={errorMessage(error, 'Check your connection and try again.')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (resumes.length === 0) {
    return (
      <EmptyState
        title="No resumes yet"
        text="Start with AI, paste a CV or import a PDF or Word file: Kuza writes an investor-ready founder resume."
        action={<Button onClick={onCreate}>Create your first resume</Button>}
      />
    );
  }
  return (
    <>
      <List aria-label="Your resumes">
        {resumes.map((resume) => (
          <ResumeRow
            key={resume.id}
            resume={resume}
            now={now}
            duplicating={duplicatingId === resume.id}
            onRename={setRenaming}
            onDuplicate={(row) => void onDuplicate(row)}
            onDelete={setDeleting}
          />
        ))}
      </List>
      <RenameResumeDialog resume={renaming} onClose={() => setRenaming(null)} />
      <DeleteResumeDialog resume={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
