import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@kuza/store';
import { ButtonLink, ErrorState, PageLoader } from '@kuza/ui';
import { ResumeEditor } from '../features/editor/resume-editor';
import { ResumeEditorFrame } from '../features/editor/resume-editor-frame';
import { useResumeGetQuery } from '../features/resumes/api';
import { paths } from '../lib/paths';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../i18n';
import { COMMON_MESSAGES } from '../lib/common-messages';

const messages = defineMessages({
  cannotOpen: { id: 'resumes.editor.cannotOpen', defaultMessage: 'This resume could not be opened' },
  connection: { id: 'resumes.editor.connection', defaultMessage: 'Check your connection and try again.' },
  opening: { id: 'resumes.editor.opening', defaultMessage: 'Opening your resume' },
  choose: { id: 'resumes.editor.choose', defaultMessage: 'Choose a resume to edit, or create a new one.' },
});

function LoadedEditor({ id }: { id: string }) {
  // Always read the latest copy on arrival: its version is what the first save sends.
  const { t } = useResumesI18n();
  const query = useResumeGetQuery(id, { refetchOnMountOrArgChange: true });
  const [generation, setGeneration] = useState(0);
  const ready = useRef(false);
  if (query.data && !query.isFetching) ready.current = true;

  const reload = async () => {
    await query.refetch();
    setGeneration((n) => n + 1);
  };

  if (query.isError && !query.data) {
    return (
      <ResumeEditorFrame>
        <ErrorState
          title={t(messages.cannotOpen)}
          message={errorMessage(query.error, t(messages.connection))}
          action={<ButtonLink to={paths.list}>{t(COMMON_MESSAGES.backToResumes)}</ButtonLink>}
        />
      </ResumeEditorFrame>
    );
  }
  if (!ready.current || !query.data) {
    return (
      <ResumeEditorFrame>
        <PageLoader label={t(messages.opening)} />
      </ResumeEditorFrame>
    );
  }
  return <ResumeEditor key={`${id}:${generation}`} resume={query.data} onReload={() => void reload()} />;
}

/** /resume-builder-editor?resume=<id>: the full-width editor frame, without the app chrome. */
export default function ResumeEditorPage() {
  const { t } = useResumesI18n();
  const [params] = useSearchParams();
  const id = params.get('resume');
  if (id) return <LoadedEditor key={id} id={id} />;
  return (
    <ResumeEditorFrame>
      <p>{t(messages.choose)}</p>
      <ButtonLink to={paths.list}>{t(COMMON_MESSAGES.goToResumes)}</ButtonLink>
    </ResumeEditorFrame>
  );
}
