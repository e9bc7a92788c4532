import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Resume } from '@kuza/contracts';
import { Dialog } from '@kuza/ui';
import { rememberSummary } from '../../lib/summary-handoff';
import { paths } from '../../lib/paths';
import { AiPromptStep, type AiValues } from './ai-prompt-step';
import { ImportStep } from './import-step';
import { ModeSelection, type CreationMode } from './mode-selection';
import { PasteStep } from './paste-step';
import { SummaryStep } from './summary-step';
import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';

type Step = 'mode' | CreationMode | 'summary';

const TITLES: Record<Step, MessageDescriptor> = defineMessages({
  mode: { id: 'resumes.create.title.mode', defaultMessage: 'Create New Resume' },
  ai: { id: 'resumes.create.title.ai', defaultMessage: 'Start with AI' },
  paste: { id: 'resumes.create.title.paste', defaultMessage: 'Paste your CV' },
  import: { id: 'resumes.create.title.import', defaultMessage: 'Import File' },
  summary: { id: 'resumes.create.title.summary', defaultMessage: 'Your AI summary' },
});

const DESCRIPTIONS: Record<Step, MessageDescriptor> = defineMessages({
  mode: { id: 'resumes.create.lead.mode', defaultMessage: 'How would you like to start?' },
  ai: {
    id: 'resumes.create.lead.ai',
    defaultMessage: 'Fill in what you have; a name, a role or some experience is enough to begin.',
  },
  paste: {
    id: 'resumes.create.lead.paste',
    defaultMessage: 'Kuza reads your CV into sections and writes a professional summary.',
  },
  import: {
    id: 'resumes.create.lead.import',
    defaultMessage: 'Kuza reads your file into sections and writes a professional summary.',
  },
  summary: {
    id: 'resumes.create.lead.summary',
    defaultMessage: 'Edit it, regenerate it, or keep it. The rest of the resume is written next.',
  },
});

interface Inputs {
  ai: AiValues;
  pasted: string;
  file: File | null;
}

const EMPTY: Inputs = { ai: {}, pasted: '', file: null };
/** The generated summary is the draft's first section (POST /resumes puts 'Summary' first). */
const summaryOf = (resume: Resume) => resume.sections[0]?.content ?? '';

/**
 * Mode selection → AI details, pasted CV or file → the AI summary → /resume-generating.
 * Back keeps what was typed; closing the dialog forgets everything (product.md §4).
 */
export function CreateResumeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useResumesI18n();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('mode');
  const [inputs, setInputs] = useState<Inputs>(EMPTY);
  const [created, setCreated] = useState<Resume | null>(null);

  const close = () => {
    setStep('mode');
    setInputs(EMPTY);
    setCreated(null);
    onClose();
  };

  const back = (patch: Partial<Inputs>) => {
    setInputs((current) => ({ ...current, ...patch }));
    setStep('mode');
  };

  const onCreated = (resume: Resume) => {
    setCreated(resume);
    setStep('summary');
  };

  const proceed = (summary: string) => {
    if (!created) return;
    rememberSummary(created.id, summary);
    close();
    navigate(paths.generating(created.id), { state: { summary } });
  };

  return (
    <Dialog open={open} onClose={close} title={t(TITLES[step])} description={t(DESCRIPTIONS[step])} size="md">
      {step === 'mode' && <ModeSelection onChoose={setStep} />}
      {step === 'ai' && <AiPromptStep initialValues={inputs.ai} onBack={(ai) => back({ ai })} onCreated={onCreated} />}
      {step === 'paste' && (
        <PasteStep initialText={inputs.pasted} onBack={(pasted) => back({ pasted })} onCreated={onCreated} />
      )}
      {step === 'import' && (
        <ImportStep initialFile={inputs.file} onBack={(file) => back({ file })} onCreated={onCreated} />
      )}
      {step === 'summary' && created && (
        <SummaryStep resumeId={created.id} initialSummary={summaryOf(created)} onProceed={proceed} />
      )}
    </Dialog>
  );
}
