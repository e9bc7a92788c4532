import type { DocumentListResponse, ShareInfo } from '@kuza/contracts';
import { baseApi } from '@kuza/store';
import type { DocumentListQuery } from './document-list';
import type { DocumentSummary } from './document-row';
import type { LatestVersionQuery } from './rename-dialog';
import type { ShareHooks } from './share-dialog';

/** The two kinds of document: each has its remote, its /decks or /resumes routes and its cache tag. */
export type DocumentKind = 'deck' | 'resume';

/** The contracts' types of one kind of document, as its routes take and answer them. */
export interface DocumentTypes {
  document: { id: string; name: string; version: number };
  row: DocumentSummary;
  create: unknown;
  update: object;
  shared: unknown;
}

type Build = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];
type Prefixed<P extends string, E> = { [K in keyof E & string as `${P}${Capitalize<K>}`]: E[K] };

type DocumentTag = { type: 'Deck' | 'Resume'; id: string };

/**
 * The `onQueryStarted` of a write that answers the whole document: the answer goes into the
 * document's cache entry (`getEndpoint`) without a refetch, as the editor keeps its own copy while
 * typing.
 */
export function keepAnswerIn(getEndpoint: string) {
  // baseApi's own type knows no endpoints: `getEndpoint` is one injected into it.
  const upsert = baseApi.util.upsertQueryData as unknown as (name: string, id: string, data: unknown) => never;
  return async (
    { id }: { id: string },
    { dispatch, queryFulfilled }: { dispatch: (action: never) => unknown; queryFulfilled: Promise<{ data: unknown }> },
  ) => {
    const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
    if (data) dispatch(upsert(getEndpoint, id, data));
  };
}

/** A file upload as the API's import routes take it: the raw file as the body, its name in the query string. */
export const rawFileUpload = (url: string, file: File, params: Record<string, string | undefined> = {}) => ({
  url,
  method: 'POST',
  params: { filename: file.name, ...params },
  headers: { 'content-type': 'application/octet-stream' },
  body: file,
});

function documentEndpoints<T extends DocumentTypes>(build: Build, kind: DocumentKind) {
  const path = `/${kind}s`;
  const tag = (id: string): DocumentTag => ({ type: kind === 'deck' ? 'Deck' : 'Resume', id });
  const list = tag('LIST');
  const share = (id: string) => [tag(`share-${id}`)];
  return {
    list: build.query<DocumentListResponse<T['row']>, void>({
      query: () => path,
      providesTags: (answer) => [list, ...(answer?.items ?? []).map(({ id }) => tag(id))],
    }),
    get: build.query<T['document'], string>({
      query: (id) => `${path}/${id}`,
      providesTags: (_document, _error, id) => [tag(id)],
    }),
    create: build.mutation<T['document'], T['create']>({
      query: (body) => ({ url: path, method: 'POST', body }),
      invalidatesTags: [list, 'Recents'],
    }),
    update: build.mutation<T['document'], { id: string } & T['update']>({
      query: ({ id, ...body }) => ({ url: `${path}/${id}`, method: 'PUT', body }),
      onQueryStarted: keepAnswerIn(`${kind}Get`),
      invalidatesTags: [list, 'Recents'],
    }),
    duplicate: build.mutation<T['document'], string>({
      query: (id) => ({ url: `${path}/${id}/duplicate`, method: 'POST' }),
      invalidatesTags: [list, 'Recents'],
    }),
    delete: build.mutation<void, string>({
      query: (id) => ({ url: `${path}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, id) => [list, tag(id), 'Recents'],
    }),
    shareGet: build.query<ShareInfo, string>({
      query: (id) => `${path}/${id}/share`,
      providesTags: (_answer, _error, id) => share(id),
    }),
    shareCreate: build.mutation<ShareInfo, string>({
      query: (id) => ({ url: `${path}/${id}/share`, method: 'POST' }),
      invalidatesTags: (_answer, _error, id) => share(id),
    }),
    shareRevoke: build.mutation<ShareInfo, string>({
      query: (id) => ({ url: `${path}/${id}/share`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, id) => share(id),
    }),
    /** What a view-only link shows; public, so no cookie goes with it. */
    shared: build.query<T['shared'], string>({
      query: (token) => ({ url: `/share/${kind}/${token}`, credentials: 'omit' }),
    }),
  };
}

/**
 * The calls decks and resumes share (list, read, create, save, duplicate, delete, the view-only
 * link and what it shows), as endpoints named after the kind (`deckList`, `resumeShareGet`…) so
 * the two never clash on the one api. A remote spreads them into its `injectEndpoints`:
 *
 *     endpoints: (build) => ({ ...documentEndpointsOf<DeckTypes>()(build, 'deck'), deckGenerate: … })
 */
export function documentEndpointsOf<T extends DocumentTypes>() {
  return <K extends DocumentKind>(build: Build, kind: K) => {
    const endpoints = documentEndpoints<T>(build, kind);
    const named = Object.entries(endpoints).map(([name, endpoint]) => [
      `${kind}${name[0].toUpperCase()}${name.slice(1)}`,
      endpoint,
    ]);
    return Object.fromEntries(named) as Prefixed<K, typeof endpoints>;
  };
}

type Trigger<A, R> = (arg: A) => { unwrap: () => Promise<R> };

/** The hooks of one kind's shared endpoints, for the components that serve decks and resumes alike. */
export interface DocumentHooks<T extends DocumentTypes> {
  /** Which document the hooks serve: its lists and dialogs name it. */
  kind: DocumentKind;
  useList: () => DocumentListQuery<T['row']>;
  useGet: (id: string, options: { refetchOnMountOrArgChange: true }) => LatestVersionQuery;
  useUpdate: () => readonly [
    Trigger<{ id: string; version: number; name: string }, T['document']>,
    { isLoading: boolean },
  ];
  useDuplicate: () => readonly [Trigger<string, T['document']>, { isLoading: boolean }];
  useDelete: () => readonly [Trigger<string, void>, { isLoading: boolean }];
  share: ShareHooks;
}

/** The hooks of the endpoints `documentEndpointsOf` named for `kind`, once the remote has injected them. */
export function documentHooks<T extends DocumentTypes>(
  api: { endpoints: object },
  kind: DocumentKind,
): DocumentHooks<T> {
  // The endpoints are indexed by the names documentEndpointsOf gave them, which the type checker cannot follow.
  const endpoints = api.endpoints as Record<string, { useQuery?: unknown; useMutation?: unknown }>;
  const query = (name: string) => endpoints[`${kind}${name}`].useQuery as never;
  const mutation = (name: string) => endpoints[`${kind}${name}`].useMutation as never;
  return {
    kind,
    useList: query('List'),
    useGet: query('Get'),
    useUpdate: mutation('Update'),
    useDuplicate: mutation('Duplicate'),
    useDelete: mutation('Delete'),
    share: {
      useShareQuery: query('ShareGet'),
      useCreateMutation: mutation('ShareCreate'),
      useRevokeMutation: mutation('ShareRevoke'),
    },
  };
}
