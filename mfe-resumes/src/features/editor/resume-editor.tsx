import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { resumeHeader, sectionsAsShown, type Resume, type ResumeSection } from '@kuza/contracts';
import { SaveProblem, SaveStatus, useUndoShortcuts } from '@kuza/ui';
import { ResumePreview } from '@kuza/ui/shared-resume';
import { CommentsDock } from '@kuza/app';
import { PresenceAvatars, PresenceMarker, TypingTags, useLiveRoom } from '@kuza/app/live';
import { EditorActions } from './editor-actions';
import {
  addSection,
  deleteSection,
  draftOf,
  moveSection,
  onCurrentSection,
  updateSection,
  type ResumeDraft,
} from './editor-model';
import { ProfileImageDialog } from './profile-image-dialog';
import { ResumeEditorFrame } from './resume-editor-frame';
import { SectionList } from './section-list';
import { SectionTextDialog } from './section-text-dialog';
import { ResumeShareDialog } from './resume-share-dialog';
import { TemplateSwitch } from './template-switch';
import { useAutosave } from './use-autosave';
import { useDraftHistory } from './use-draft-history';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';
import { ResumeLanguageSelect } from '../../components/resume-language-select';
import { useResumeDateWords } from '../../lib/resume-date-words';

const messages = defineMessages({
  sections: { id: 'resumes.editor.sections', defaultMessage: 'Sections' },
  preview: { id: 'resumes.editor.preview', defaultMessage: 'Preview' },
});

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 340px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled.section`
  position: sticky;
  top: ${({ theme }) => theme.spacing.md};

  @media ${({ theme }) => theme.media.mobile} {
    position: static;
  }
`;

const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The preview's settings (template, language) on one line above it, wrapping on narrow screens. */
const Settings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const PreviewPane = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;

  > :last-child {
    align-self: stretch;
  }
`;

/** The editor of one resume in its frame: sections on the left, the live preview on the right, autosaved. */
export function ResumeEditor({ resume, onReload }: { resume: Resume; onReload: () => void }) {
  const { t } = useResumesI18n();
  const { draft, change, undo, rebase, remote, canUndo } = useDraftHistory(draftOf(resume));
  // The section being edited is read from the draft, so a dialog that saves as it goes shows each change.
  const [editingId, setEditingId] = useState<string | null>(null);
  const [field, setField] = useState<string | undefined>(undefined);
  // The section as its dialog opened: a teammate's live edits since are kept when it saves.
  const openedSection = useRef<ResumeSection | undefined>(undefined);
  const edit = (id: string | null) => {
    openedSection.current = draft.sections.find((section) => section.id === id);
    setField(undefined);
    setEditingId(id);
  };
  // Teammates see the section this editor has open, and the field it types in.
  const room = useLiveRoom<ResumeSection>({
    kind: 'resume',
    opened: { id: resume.id, name: resume.name, items: resume.sections },
    items: draft.sections,
    focus: editingId ? { itemId: editingId, field } : {},
    onRemote: remote,
  });
  const live = useRef(room.live);
  live.current = room.live;
  const autosave = useAutosave(resume.id, draft, resume.version, rebase, live);
  // Exports read the saved resume: the live room's content must be in it first.
  const { flush: flushAutosave } = autosave;
  const { saveNow: saveRoom } = room;
  const flush = useCallback(async () => (await flushAutosave()) && saveRoom(), [flushAutosave, saveRoom]);
  const editing = draft.sections.find((section) => section.id === editingId) ?? null;
  const [dialog, setDialog] = useState<'share' | 'photo' | null>(null);
  const locked = autosave.status === 'conflict';
  // The preview says the entries' dates as the files do: in the resume's language, not the page's.
  const dateWords = useResumeDateWords(draft.language);
  useUndoShortcuts({ onUndo: undo, enabled: !locked });

  const sections = useCallback(
    (fn: (list: ResumeSection[]) => ResumeSection[]) =>
      change((current: ResumeDraft) => {
        const next = fn(current.sections);
        return next === current.sections ? current : { ...current, sections: next };
      }),
    [change],
  );

  return (
    <ResumeEditorFrame
      badge={draft.template}
      documentName={room.name}
      status={
        <>
          <PresenceAvatars kind="resume" others={room.others} />
          <SaveStatus status={autosave.status} />
        </>
      }
      actions={
        <EditorActions
          resumeId={resume.id}
          status={autosave.status}
          canUndo={canUndo && !locked}
          onUndo={undo}
          onSave={() => void flush()}
          onShare={() => setDialog('share')}
          onPhoto={() => setDialog('photo')}
          flush={flush}
        />
      }
    >
      <SaveProblem
        status={autosave.status}
        message={autosave.error}
        onReload={onReload}
        onRetry={() => void autosave.flush()}
      />
      <Columns>
        <Panel aria-labelledby="resume-sections-title">
          <PanelTitle id="resume-sections-title">{t(messages.sections)}</PanelTitle>
          <SectionList
            sections={draft.sections}
            onAdd={(label) => sections((list) => addSection(list, label))}
            onEdit={edit}
            onMove={(id, delta) => sections((list) => moveSection(list, id, delta))}
            onDelete={(id) => sections((list) => deleteSection(list, id))}
            markerOf={(id) => (
              <>
                <PresenceMarker kind="resume" others={room.others} itemId={id} />
                <TypingTags others={room.others} itemId={id} />
              </>
            )}
          />
          <CommentsDock
            kind="resume"
            documentId={resume.id}
            parts={draft.sections.map(({ id, label }) => ({ id, title: label }))}
          />
        </Panel>
        <PreviewPane aria-label={t(messages.preview)}>
          {/* The template and language are chosen beside the preview they change, which keeps the bar to one line. */}
          <Settings>
            <TemplateSwitch
              value={draft.template}
              onChange={(template) => change((current) => ({ ...current, template }))}
            />
            <ResumeLanguageSelect
              value={draft.language}
              onChange={(language) => change((current) => ({ ...current, language }))}
            />
          </Settings>
          <ResumePreview
            {...resumeHeader(resume)}
            template={draft.template}
            profileImageUrl={draft.profileImageUrl}
            sections={sectionsAsShown(draft.sections, dateWords)}
            language={draft.language}
          />
        </PreviewPane>
      </Columns>
      <SectionTextDialog
        resumeId={resume.id}
        section={editing}
        onClose={() => edit(null)}
        onSave={(id, patch) => {
          const opened = openedSection.current;
          sections((list) => updateSection(list, id, onCurrentSection(opened, list, id, patch)));
          // The entries form saves as it goes: its next save is merged from what it holds now.
          if (opened?.id === id) openedSection.current = { ...opened, ...patch };
        }}
        onField={setField}
        typingAt={(at) => editing && <TypingTags others={room.others} itemId={editing.id} field={at} />}
      />
      <ResumeShareDialog resumeId={resume.id} open={dialog === 'share'} onClose={() => setDialog(null)} />
      <ProfileImageDialog
        open={dialog === 'photo'}
        current={draft.profileImageUrl}
        onClose={() => setDialog(null)}
        onInsert={(url) => change((current) => ({ ...current, profileImageUrl: url }))}
      />
    </ResumeEditorFrame>
  );
}
