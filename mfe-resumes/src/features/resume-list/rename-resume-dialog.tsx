import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { RESUME_MESSAGES, updateResumeSchema, type ResumeSummaryRow } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, TextField, toast } from '@kuza/ui';
import { useResumeGetQuery, useResumeUpdateMutation } from '../resumes/api';

const nameSchema = updateResumeSchema.pick(['name']);

function nameError(name: string): string | undefined {
  try {
    nameSchema.validateSync({ name });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
  padding-bottom: ${({ theme }) => theme.spacing.md};
`;

const isConflict = (error: unknown) => (error as { status?: unknown })?.status === 409;

/** Renames a resume: PUT /resumes/:id with the version just read, so a rename never overwrites newer work. */
export function RenameResumeDialog({ resume, onClose }: { resume: ResumeSummaryRow | null; onClose: () => void }) {
  return (
    <Dialog open={!!resume} onClose={onClose} title="Rename resume" size="sm">
      {resume && <RenameForm key={resume.id} resume={resume} onDone={onClose} />}
    </Dialog>
  );
}

function RenameForm({ resume, onDone }: { resume: ResumeSummaryRow; onDone: () => void }) {
  const [name, setName] = useState(resume.name);
  const [error, setError] = useState<string>();
  const latest = useResumeGetQuery(resume.id, { refetchOnMountOrArgChange: true });
  const [update, { isLoading }] = useResumeUpdateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(name);
    if (problem) return setError(problem);
    if (!latest.data) return setError(errorMessage(latest.error, 'Could not load this resume. Try again.'));
    try {
      const saved = await update({ id: resume.id, version: latest.data.version, name: name.trim() }).unwrap();
      toast.success(`Renamed to “${saved.name}”`);
      onDone();
    } catch (failure) {
      if (isConflict(failure)) void latest.refetch();
      setError(errorMessage(failure, isConflict(failure) ? RESUME_MESSAGES.conflict : 'Could not rename the resume'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Resume name"
        name="name"
        value={name}
        maxLength={120}
        autoComplete="off"
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <FormActions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isLoading} loadingLabel="Saving" disabled={latest.isFetching && !latest.data}>
          Save
        </Button>
      </FormActions>
    </form>
  );
}
