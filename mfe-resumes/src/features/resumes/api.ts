import { baseApi } from '@kuza/store';
import { documentEndpointsOf, documentHooks, keepAnswerIn, rawFileUpload } from '@kuza/app';
import type {
  BuildResumeInput,
  CreateResumeInput,
  Resume,
  ResumeSummaryRow,
  SharedResume,
  UpdateResumeInput,
} from '@kuza/contracts';

type ResumeTypes = {
  document: Resume;
  row: ResumeSummaryRow;
  create: CreateResumeInput;
  update: UpdateResumeInput;
  shared: SharedResume;
};

/** Every /resumes call of the resumes remote: those resumes share with decks, then the resume's own. */
export const resumesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...documentEndpointsOf<ResumeTypes>()(build, 'resume'),
    resumeImportFile: build.mutation<Resume, File>({
      query: (file) => rawFileUpload('/resumes/import', file),
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }, 'Recents'],
    }),
    /** Regenerate: a different summary for the same inputs. */
    resumeRegenerateSummary: build.mutation<{ summary: string }, { id: string; variant: number }>({
      query: ({ id, variant }) => ({ url: `/resumes/${id}/summary`, method: 'POST', body: { variant } }),
    }),
    /** Writes every section from the inputs and the (edited) summary; the generating page waits on it. */
    resumeBuild: build.mutation<Resume, { id: string } & BuildResumeInput>({
      query: ({ id, summary }) => ({ url: `/resumes/${id}/build`, method: 'POST', body: { summary } }),
      onQueryStarted: keepAnswerIn('resumeGet'),
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }, 'Recents'],
    }),
  }),
  overrideExisting: false,
});

/** The hooks of what resumes share with decks, for the components that serve both (the list). */
export const resumeHooks = documentHooks<ResumeTypes>(resumesApi, 'resume');

export const {
  useResumeGetQuery,
  useResumeCreateMutation,
  useResumeImportFileMutation,
  useResumeRegenerateSummaryMutation,
  useResumeBuildMutation,
  useResumeUpdateMutation,
  useResumeShareGetQuery,
  useResumeShareCreateMutation,
  useResumeShareRevokeMutation,
  useResumeSharedQuery,
} = resumesApi;
