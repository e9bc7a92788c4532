import { baseApi } from '@kuza/store';
import type { AnswerRedraft, Application, ApplicationList, UpdateApplicationInput } from '@kuza/contracts';

/** A deck's applications and programmes; drafting and deleting refresh them, and the dashboard's list. */
const deckTag = (deckId: string) => ({ type: 'Deck' as const, id: `applications-${deckId}` });
const applicationTag = (id: string) => ({ type: 'Deck' as const, id: `application-${id}` });

/**
 * The application calls of the decks remote: /decks/:id/applications (the programmes with their
 * eligibility, drafting one) and /applications/:id (read, save, delete, redraft an answer). A save's
 * reply replaces the cached application, so counts, questions and stale flags are the server's.
 */
export const applicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applicationDeckList: build.query<ApplicationList, string>({
      query: (deckId) => `/decks/${deckId}/applications`,
      providesTags: (_list, _error, deckId) => [deckTag(deckId)],
    }),
    applicationCreate: build.mutation<{ application: Application }, { deckId: string; program: string }>({
      query: ({ deckId, program }) => ({ url: `/decks/${deckId}/applications`, method: 'POST', body: { program } }),
      invalidatesTags: (_r, _e, { deckId }) => [deckTag(deckId), 'Recents'],
    }),
    applicationGet: build.query<Application, string>({
      query: (id) => `/applications/${id}`,
      transformResponse: (reply: { application: Application }) => reply.application,
      providesTags: (_r, _e, id) => [applicationTag(id)],
    }),
    applicationUpdate: build.mutation<Application, { id: string } & UpdateApplicationInput>({
      query: ({ id, answers }) => ({ url: `/applications/${id}`, method: 'PUT', body: { answers } }),
      transformResponse: (reply: { application: Application }) => reply.application,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(applicationsApi.util.upsertQueryData('applicationGet', id, data));
      },
      invalidatesTags: (saved) => (saved ? [deckTag(saved.deckId), 'Recents'] : []),
    }),
    applicationDelete: build.mutation<void, { id: string; deckId: string }>({
      query: ({ id }) => ({ url: `/applications/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { deckId }) => [deckTag(deckId), 'Recents'],
    }),
    applicationRedraft: build.mutation<AnswerRedraft, { id: string; questionId: string }>({
      query: ({ id, questionId }) => ({ url: `/applications/${id}/answers/${questionId}/redraft`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useApplicationDeckListQuery,
  useApplicationCreateMutation,
  useApplicationGetQuery,
  useApplicationUpdateMutation,
  useApplicationDeleteMutation,
  useApplicationRedraftMutation,
} = applicationsApi;

/** The files the browser downloads itself, with the session cookie. */
export const applicationExportUrl = (apiUrl: string, id: string, format: 'docx' | 'md') =>
  `${apiUrl}/applications/${id}/export?format=${format}`;
export const onePagerUrl = (apiUrl: string, deckId: string) => `${apiUrl}/decks/${deckId}/one-pager.pdf`;
