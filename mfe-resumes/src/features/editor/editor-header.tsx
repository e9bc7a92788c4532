import styled from 'styled-components';
import type { ResumeTemplate } from '@kuza/contracts';
import { Button, ButtonLink } from '@kuza/ui';
import { paths } from '../../lib/paths';
import { ExportMenu } from './export-menu';
import { SaveStatusLine } from './save-status';
import { TemplateSwitch } from './template-switch';
import type { SaveStatus } from './use-autosave';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const TitleBlock = styled.div`
  flex: 1 1 260px;
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Badge = styled.span`
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Name = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface EditorHeaderProps {
  resumeId: string;
  name: string;
  template: ResumeTemplate;
  status: SaveStatus;
  canUndo: boolean;
  onTemplate: (template: ResumeTemplate) => void;
  onUndo: () => void;
  onSave: () => void;
  onShare: () => void;
  onPhoto: () => void;
  flush: () => Promise<boolean>;
}

/** 'Resume Editor' with its template badge and switch, back, Undo, Save, Share, Export and the photo. */
export function EditorHeader(props: EditorHeaderProps) {
  const { resumeId, name, template, status, canUndo, onTemplate, onUndo, onSave, onShare, onPhoto, flush } = props;
  return (
    <Bar>
      <ButtonLink to={paths.list} variant="ghost" aria-label="Back to resumes">
        <span aria-hidden="true">←</span> Back
      </ButtonLink>
      <TitleBlock>
        <TitleRow>
          <Title>Resume Editor</Title>
          <Badge>{template}</Badge>
        </TitleRow>
        <Name>
          {name} · <SaveStatusLine status={status} />
        </Name>
      </TitleBlock>
      <Actions>
        <TemplateSwitch value={template} onChange={onTemplate} />
        <Button variant="ghost" onClick={onPhoto}>
          Profile image
        </Button>
        <Button
          variant="ghost"
          onClick={onUndo}
          disabled={!canUndo}
          title="Undo (Ctrl+Z)"
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          Undo
        </Button>
        <Button variant="secondary" onClick={onSave} loading={status === 'saving'} loadingLabel="Saving">
          Save
        </Button>
        <Button variant="secondary" onClick={onShare}>
          Share
        </Button>
        <ExportMenu resumeId={resumeId} beforeExport={flush} hasPendingChanges={status !== 'saved'} />
      </Actions>
    </Bar>
  );
}
