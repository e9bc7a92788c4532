import { baseApi } from '@kuza/store';
import { documentEndpointsOf, documentHooks, rawFileUpload } from '@kuza/app';
import type {
  CreateDeckInput,
  Deck,
  DeckSummary,
  GenerationStatus,
  RewriteSlideInput,
  SharedDeck,
  Slide,
  SlideRewrite,
  UpdateDeckInput,
} from '@kuza/contracts';

type DeckTypes = {
  document: Deck;
  row: DeckSummary;
  create: CreateDeckInput;
  update: UpdateDeckInput;
  shared: SharedDeck;
};
type ImportChoice = { theme?: CreateDeckInput['theme']; template?: string };

/**
 * Every /decks call of the decks remote, in one place: those decks share with resumes, then the
 * deck's own. Endpoint names carry the `deck` prefix so they never clash with another remote's.
 */
export const decksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...documentEndpointsOf<DeckTypes>()(build, 'deck'),
    /** A .pptx or .pdf upload, with the look the imported deck starts with. */
    deckImportFile: build.mutation<Deck, { file: File } & ImportChoice>({
      query: ({ file, theme, template }) => rawFileUpload('/decks/import', file, { theme: theme?.id, template }),
      invalidatesTags: [{ type: 'Deck', id: 'LIST' }, 'Recents'],
    }),
    deckImportUrl: build.mutation<Deck, { url: string } & ImportChoice>({
      query: (body) => ({ url: '/decks/import-url', method: 'POST', body }),
      invalidatesTags: [{ type: 'Deck', id: 'LIST' }, 'Recents'],
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
  }),
  overrideExisting: false,
});

/** The hooks of what decks share with resumes, for the components that serve both (the list). */
export const deckHooks = documentHooks<DeckTypes>(decksApi, 'deck');

export const {
  useDeckListQuery,
  useDeckGetQuery,
  useDeckCreateMutation,
  useDeckImportFileMutation,
  useDeckImportUrlMutation,
  useDeckUpdateMutation,
  useDeckGenerateMutation,
  useDeckGenerationQuery,
  useDeckRewriteSlideMutation,
  useDeckImproveSlideMutation,
  useDeckShareGetQuery,
  useDeckShareCreateMutation,
  useDeckShareRevokeMutation,
  useDeckSharedQuery,
} = decksApi;
