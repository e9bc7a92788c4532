import { baseApi } from '@kuza/store';
import type {
  CommentedKind,
  CommentList,
  CommentThreadReply,
  CreateCommentInput,
  ResolveCommentInput,
} from '@kuza/contracts';

/** One commented document: a deck or a resume, by id. */
export interface CommentedDocument {
  kind: CommentedKind;
  id: string;
}

const tagType = (kind: CommentedKind) => (kind === 'deck' ? ('Deck' as const) : ('Resume' as const));
/** A document's threads: a new comment, a reply, resolving or reopening refreshes them. */
const threadsTag = ({ kind, id }: CommentedDocument) => ({ type: tagType(kind), id: `comments-${id}` });
const commentsPath = ({ kind, id }: CommentedDocument) => `/${kind}s/${id}/comments`;

/**
 * The comment calls of both remotes: `/decks/:id/comments` and `/resumes/:id/comments` (the threads
 * and who may be mentioned, a new thread or a reply, resolve or reopen).
 */
export const commentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    commentList: build.query<CommentList, CommentedDocument>({
      query: (document) => commentsPath(document),
      providesTags: (_list, _error, document) => [threadsTag(document)],
    }),
    commentCreate: build.mutation<CommentThreadReply, { document: CommentedDocument } & CreateCommentInput>({
      query: ({ document, ...body }) => ({ url: commentsPath(document), method: 'POST', body }),
      invalidatesTags: (_r, _e, { document }) => [threadsTag(document)],
    }),
    commentResolve: build.mutation<
      CommentThreadReply,
      { document: CommentedDocument; commentId: string } & ResolveCommentInput
    >({
      query: ({ document, commentId, ...body }) => ({
        url: `${commentsPath(document)}/${commentId}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, _e, { document }) => [threadsTag(document)],
    }),
  }),
  overrideExisting: false,
});

export const { useCommentListQuery, useCommentCreateMutation, useCommentResolveMutation } = commentsApi;
