import { baseApi } from '@kuza/store';
import type {
  DocumentListResponse,
  CreateDeckInput,
  Deck,
  DeckSummary,
  GenerationStatus,
  RewriteSlideInput,
  ShareInfo,
  SharedDeck,
  Slide,
  SlideRewrite,
  UpdateDeckInput,
} from '@kuza/contracts';

/**
 * Every /decks call of the decks remote, in one place. Endpoint names carry the `deck` prefix so
 * they never clash with another remote's endpoints on the shared api.
 */
export const decksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deckList: build.query<DocumentListResponse<DeckSummary>, void>({
      query: () => '/decks',
      providesTags: (list) => [
        { type: 'Deck', id: 'LIST' },
        ...(list?.items ?? []).map(({ id }) => ({ type: 'Deck' as const, id })),
      ],
    }),
    deckGet: build.query<Deck, string>({
      query: (id) => `/decks/${id}`,
      providesTags: (_deck, _error, id) => [{ type: 'Deck', id }],
    }),
    deckCreate: build.mutation<Deck, CreateDeckInput>({
      query: (body) => ({ url: '/decks', method: 'POST', body }),
      invalidatesTags: [{ type: 'Deck', id: 'LIST' }, 'Recents'],
    }),
    /** A .pptx or .pdf upload: the raw file is the body, its name goes in the query string. */
    deckImportFile: build.mutation<Deck, { file: File; theme?: CreateDeckInput['theme']; template?: string }>({
      query: ({ file, theme, template }) => ({
        url: '/decks/import',
        method: 'POST',
        params: { filename: file.name, theme: theme?.id, template },
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      }),
      invalidatesTags: [{ type: 'Deck', id: 'LIST' }, 'Recents'],
    }),
    deckImportUrl: build.mutation<Deck, { url: string; theme?: CreateDeckInput['theme']; template?: string }>({
      query: (body) => ({ url: '/decks/import-url', method: 'POST', body }),
      invalidatesTags: [{ type: 'Deck', id: 'LIST' }, 'Recents'],
    }),
    deckUpdate: build.mutation<Deck, { id: string } & UpdateDeckInput>({
      query: ({ id, ...body }) => ({ url: `/decks/${id}`, method: 'PUT', body }),
      // The editor keeps its own copy while typing; write the saved deck into the cache without a refetch.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(decksApi.util.upsertQueryData('deckGet', id, data));
      },
      invalidatesTags: [{ type: 'Deck', id: 'LIST' }, 'Recents'],
    }),
    deckDuplicate: build.mutation<Deck, string>({
      query: (id) => ({ url: `/decks/${id}/duplicate`, method: 'POST' }),
      invalidatesTags: [{ type: 'Deck', id: 'LIST' }, 'Recents'],
    }),
    deckDelete: build.mutation<void, string>({
      query: (id) => ({ url: `/decks/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Deck', id: 'LIST' }, { type: 'Deck', id }, 'Recents'],
    }),
    deckGenerate: build.mutation<GenerationStatus, string>({
      query: (id) => ({ url: `/decks/${id}/generate`, method: 'POST' }),
    }),
    deckGeneration: build.query<GenerationStatus, string>({
      query: (id) => `/decks/${id}/generation`,
    }),
    deckRewriteSlide: build.mutation<SlideRewrite, { id: string; slideId: string } & RewriteSlideInput>({
      query: ({ id, slideId, prompt }) => ({
        url: `/decks/${id}/slides/${slideId}/rewrite`,
        method: 'POST',
        body: { prompt },
      }),
    }),
    deckImproveSlide: build.mutation<Slide, { id: string; slideId: string }>({
      query: ({ id, slideId }) => ({ url: `/decks/${id}/slides/${slideId}/improve`, method: 'POST' }),
    }),
    deckShareGet: build.query<ShareInfo, string>({
      query: (id) => `/decks/${id}/share`,
      providesTags: (_s, _e, id) => [{ type: 'Deck', id: `share-${id}` }],
    }),
    deckShareCreate: build.mutation<ShareInfo, string>({
      query: (id) => ({ url: `/decks/${id}/share`, method: 'POST' }),
      invalidatesTags: (_s, _e, id) => [{ type: 'Deck', id: `share-${id}` }],
    }),
    deckShareRevoke: build.mutation<ShareInfo, string>({
      query: (id) => ({ url: `/decks/${id}/share`, method: 'DELETE' }),
      invalidatesTags: (_s, _e, id) => [{ type: 'Deck', id: `share-${id}` }],
    }),
    deckShared: build.query<SharedDeck, string>({
      query: (token) => ({ url: `/share/deck/${token}`, credentials: 'omit' }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useDeckListQuery,
  useDeckGetQuery,
  useDeckCreateMutation,
  useDeckImportFileMutation,
  useDeckImportUrlMutation,
  useDeckUpdateMutation,
  useDeckDuplicateMutation,
  useDeckDeleteMutation,
  useDeckGenerateMutation,
  useDeckGenerationQuery,
  useDeckRewriteSlideMutation,
  useDeckImproveSlideMutation,
  useDeckShareGetQuery,
  useDeckShareCreateMutation,
  useDeckShareRevokeMutation,
  useDeckSharedQuery,
} = decksApi;

/** Export downloads are plain links: the browser saves the file with the session cookie. */
export function deckExportUrl(apiUrl: string, id: string, format: 'pptx' | 'pdf', notes = false): string {
  return `${apiUrl}/decks/${id}/export?format=${format}${notes ? '&notes=1' : ''}`;
}
