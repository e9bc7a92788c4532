import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ResumeSummaryRow } from '@kuza/contracts';
import { Button, VisuallyHidden } from '@kuza/ui';
import { StatusBadge } from '../../components/status-badge';
import { lastEdited } from '../../lib/last-edited';
import { paths } from '../../lib/paths';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Main = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Name = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface ResumeRowProps {
  resume: ResumeSummaryRow;
  now: number;
  duplicating: boolean;
  onRename: (resume: ResumeSummaryRow) => void;
  onDuplicate: (resume: ResumeSummaryRow) => void;
  onDelete: (resume: ResumeSummaryRow) => void;
}

/** One resume: its name opens the editor; the buttons name the resume for screen readers. */
export function ResumeRow({ resume, now, duplicating, onRename, onDuplicate, onDelete }: ResumeRowProps) {
  const hidden = <VisuallyHidden> {resume.name}</VisuallyHidden>;
  return (
    <Row>
      <Main>
        <Name to={paths.editor(resume.id)}>{resume.name}</Name>
        <Meta>
          <time dateTime={resume.updatedAt}>{lastEdited(resume.updatedAt, now)}</time>
          <StatusBadge status={resume.status} />
          <span>{resume.template}</span>
        </Meta>
      </Main>
      <Actions>
        <Button size="sm" variant="ghost" onClick={() => onRename(resume)}>
          Rename{hidden}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={duplicating}
          loadingLabel="Duplicating"
          onClick={() => onDuplicate(resume)}
        >
          Duplicate{hidden}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDelete(resume)}>
          Delete{hidden}
        </Button>
      </Actions>
    </Row>
  );
}
