import { baseApi } from '@kuza/store';
import type {
  DocumentListResponse,
  BuildResumeInput,
  CreateResumeInput,
  Resume,
  ResumeSummaryRow,
  ShareInfo,
  SharedResume,
  UpdateResumeInput,
} from '@kuza/contracts';

/** Every /resumes call of the resumes remote; endpoint names carry the `resume` prefix. */
export const resumesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resumeList: build.query<DocumentListResponse<ResumeSummaryRow>, void>({
      query: () => '/resumes',
      providesTags: (list) => [
        { type: 'Resume', id: 'LIST' },
        ...(list?.items ?? []).map(({ id }) => ({ type: 'Resume' as const, id })),
      ],
    }),
    resumeGet: build.query<Resume, string>({
      query: (id) => `/resumes/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Resume', id }],
    }),
    /** Creates the draft and answers with it; its Summary section holds the generated summary. */
    resumeCreate: build.mutation<Resume, CreateResumeInput>({
      query: (body) => ({ url: '/resumes', method: 'POST', body }),
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }, 'Recents'],
    }),
    resumeImportFile: build.mutation<Resume, File>({
      query: (file) => ({
        url: '/resumes/import',
        method: 'POST',
        params: { filename: file.name },
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      }),
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }, 'Recents'],
    }),
    /** Regenerate: a different summary for the same inputs. */
    resumeRegenerateSummary: build.mutation<{ summary: string }, { id: string; variant: number }>({
      query: ({ id, variant }) => ({ url: `/resumes/${id}/summary`, method: 'POST', body: { variant } }),
    }),
    /** Writes every section from the inputs and the (edited) summary; the generating page waits on it. */
    resumeBuild: build.mutation<Resume, { id: string } & BuildResumeInput>({
      query: ({ id, summary }) => ({ url: `/resumes/${id}/build`, method: 'POST', body: { summary } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(resumesApi.util.upsertQueryData('resumeGet', id, data));
      },
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }, 'Recents'],
    }),
    resumeUpdate: build.mutation<Resume, { id: string } & UpdateResumeInput>({
      query: ({ id, ...body }) => ({ url: `/resumes/${id}`, method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(resumesApi.util.upsertQueryData('resumeGet', id, data));
      },
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }, 'Recents'],
    }),
    resumeDuplicate: build.mutation<Resume, string>({
      query: (id) => ({ url: `/resumes/${id}/duplicate`, method: 'POST' }),
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }, 'Recents'],
    }),
    resumeDelete: build.mutation<void, string>({
      query: (id) => ({ url: `/resumes/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Resume', id: 'LIST' }, { type: 'Resume', id }, 'Recents'],
    }),
    resumeShareGet: build.query<ShareInfo, string>({
      query: (id) => `/resumes/${id}/share`,
      providesTags: (_s, _e, id) => [{ type: 'Resume', id: `share-${id}` }],
    }),
    resumeShareCreate: build.mutation<ShareInfo, string>({
      query: (id) => ({ url: `/resumes/${id}/share`, method: 'POST' }),
      invalidatesTags: (_s, _e, id) => [{ type: 'Resume', id: `share-${id}` }],
    }),
    resumeShareRevoke: build.mutation<ShareInfo, string>({
      query: (id) => ({ url: `/resumes/${id}/share`, method: 'DELETE' }),
      invalidatesTags: (_s, _e, id) => [{ type: 'Resume', id: `share-${id}` }],
    }),
    resumeShared: build.query<SharedResume, string>({
      query: (token) => ({ url: `/share/resume/${token}`, credentials: 'omit' }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useResumeListQuery,
  useResumeGetQuery,
  useResumeCreateMutation,
  useResumeImportFileMutation,
  useResumeRegenerateSummaryMutation,
  useResumeBuildMutation,
  useResumeUpdateMutation,
  useResumeDuplicateMutation,
  useResumeDeleteMutation,
  useResumeShareGetQuery,
  useResumeShareCreateMutation,
  useResumeShareRevokeMutation,
  useResumeSharedQuery,
} = resumesApi;

/** Export downloads are plain links: the browser saves the file with the session cookie. */
export function resumeExportUrl(apiUrl: string, id: string, format: 'pdf' | 'docx'): string {
  return `${apiUrl}/resumes/${id}/export?format=${format}`;
}
