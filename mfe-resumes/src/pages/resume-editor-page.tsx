import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@kuza/store';
import { ButtonLink, ErrorState, PageLoader } from '@kuza/ui';
import { ResumeEditor } from '../features/editor/resume-editor';
import { ResumeEditorFrame } from '../features/editor/resume-editor-frame';
import { useResumeGetQuery } from '../features/resumes/api';
import { paths } from '../lib/paths';

function LoadedEditor({ id }: { id: string }) {
  // Always read the latest copy on arrival: its version is what the first save sends.
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
          title="This resume could not be opened"
          message={errorMessage(query.error, 'Check your connection and try again.')}
          action={<ButtonLink to={paths.list}>Back to Resumes</ButtonLink>}
        />
      </ResumeEditorFrame>
    );
  }
  if (!ready.current || !query.data) {
    return (
      <ResumeEditorFrame>
        <PageLoader label="Opening your resume" />
      </ResumeEditorFrame>
    );
  }
  return <ResumeEditor key={`${id}:${generation}`} resume={query.data} onReload={() => void reload()} />;
}

/** /resume-builder-editor?resume=<id>: the full-width editor frame, without the app chrome. */
export default function ResumeEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('resume');
  if (id) return <LoadedEditor key={id} id={id} />;
  return (
    <ResumeEditorFrame>
      <p>Choose a resume to edit, or create a new one.</p>
      <ButtonLink to={paths.list}>Go to Resumes</ButtonLink>
    </ResumeEditorFrame>
  );
}
