import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { AppChrome, ButtonLink, ErrorState, PageLoader } from '@kuza/ui';
import { ResumeEditor } from '../features/editor/resume-editor';
import { useResumeGetQuery } from '../features/resumes/api';
import { paths } from '../lib/paths';

const Main = styled.main`
  max-width: 1280px;
  margin-inline: auto;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

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
      <>
        <Title>Resume Editor</Title>
        <ErrorState
          title="This resume could not be opened"
          message={errorMessage(query.error, 'Check your connection and try again.')}
          action={<ButtonLink to={paths.list}>Back to Resumes</ButtonLink>}
        />
      </>
    );
  }
  if (!ready.current || !query.data) {
    return (
      <>
        <Title>Resume Editor</Title>
        <PageLoader label="Opening your resume" />
      </>
    );
  }
  return <ResumeEditor key={`${id}:${generation}`} resume={query.data} onReload={() => void reload()} />;
}

/** /resume-builder-editor?resume=<id>, inside the app chrome. */
export default function ResumeEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('resume');
  return (
    <AppChrome title="Resume Editor">
      <Main>
        {id ? (
          <LoadedEditor key={id} id={id} />
        ) : (
          <>
            <Title>Resume Editor</Title>
            <p>Choose a resume to edit, or create a new one.</p>
            <ButtonLink to={paths.list}>Go to Resumes</ButtonLink>
          </>
        )}
      </Main>
    </AppChrome>
  );
}
