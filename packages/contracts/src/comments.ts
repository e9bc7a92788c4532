import { defineMessages } from '@kuza/i18n';
import { array, boolean, object, string, type InferType } from 'yup';
import { deckOpenPath, resumeOpenPath } from './routes';
import { LINKED_PART, type LinkedKind } from './schemas/links';
import { line, rule, text } from './validation';

/**
 * Comments on a deck's slides and a resume's sections (issue 35): a thread is anchored to one slide
 * (its id) or one section (its id), holds its first comment and the replies under it, and is
 * resolved or reopened as a whole. Only the document's team reads and writes them.
 */

/** The kinds of document comments are left on, and the part a thread is anchored to: a slide, a section. */
export type CommentedKind = LinkedKind;
export const COMMENTED_PART = LINKED_PART;

export const COMMENT_LIMITS = {
  /** Characters of one comment, after control characters are dropped and the ends trimmed. */
  bodyMax: 2000,
  /** Teammates one comment may mention. */
  mentionsMax: 10,
  /** A slide's or a section's id. */
  anchorMax: 64,
  /** Replies under one thread: a thread is one stored record, and stays small. */
  repliesMax: 200,
} as const;

export const COMMENT_MESSAGES = defineMessages({
  bodyRequired: { id: 'comments.bodyRequired', defaultMessage: 'Write a comment first' },
  bodyTooLong: {
    id: 'comments.bodyTooLong',
    defaultMessage: 'A comment can be at most {max, plural, one {# character} other {# characters}}',
  },
  anchorRequired: {
    id: 'comments.anchorRequired',
    defaultMessage: 'Say which slide or section the comment is about',
  },
  slideGone: { id: 'comments.slideGone', defaultMessage: 'This slide is no longer in the deck' },
  sectionGone: { id: 'comments.sectionGone', defaultMessage: 'This section is no longer in the resume' },
  mentionsTooMany: {
    id: 'comments.mentionsTooMany',
    defaultMessage: 'A comment can mention at most {max} teammates',
  },
  mentionNotMember: {
    id: 'comments.mentionNotMember',
    defaultMessage: 'You can only mention members of this team',
  },
  threadNotFound: { id: 'comments.threadNotFound', defaultMessage: 'Comment not found' },
  threadFull: {
    id: 'comments.threadFull',
    defaultMessage: 'This thread has {max} replies; start a new one',
  },
  resolvedRequired: { id: 'comments.resolvedRequired', defaultMessage: 'Say whether the thread is resolved' },
});

const objectId = /^[0-9a-f]{24}$/i;

const body = text('Comment')
  .required(rule(COMMENT_MESSAGES.bodyRequired))
  .max(COMMENT_LIMITS.bodyMax, rule(COMMENT_MESSAGES.bodyTooLong, { max: COMMENT_LIMITS.bodyMax }));

const mentions = array(string().defined().matches(objectId, rule(COMMENT_MESSAGES.mentionNotMember)))
  .max(COMMENT_LIMITS.mentionsMax, rule(COMMENT_MESSAGES.mentionsTooMany, { max: COMMENT_LIMITS.mentionsMax }))
  .default([]);

/**
 * POST /decks/:id/comments (and /resumes/:id/comments): a new thread on `anchor` (a slide's or a
 * section's id), or with `threadId` a reply under that thread. `mentions` are the user ids of the
 * teammates the comment names with @; each is mailed a link to the slide or section.
 */
export const createCommentSchema = object({
  threadId: string().matches(objectId, rule(COMMENT_MESSAGES.threadNotFound)).optional(),
  anchor: line('Slide or section')
    .max(COMMENT_LIMITS.anchorMax, rule(COMMENT_MESSAGES.anchorRequired))
    .when('threadId', {
      is: (threadId: unknown) => !threadId,
      then: (schema) => schema.required(rule(COMMENT_MESSAGES.anchorRequired)),
    }),
  body,
  mentions,
});
export type CreateCommentInput = InferType<typeof createCommentSchema>;

/** PATCH /decks/:id/comments/:commentId: resolve (true) or reopen (false) the thread the comment is in. */
export const resolveCommentSchema = object({
  resolved: boolean()
    .strict()
    .typeError(rule(COMMENT_MESSAGES.resolvedRequired))
    .required(rule(COMMENT_MESSAGES.resolvedRequired)),
});
export type ResolveCommentInput = InferType<typeof resolveCommentSchema>;

/** `/decks/:id/comments/:commentId`. */
export const commentParamsSchema = object({ id: string().defined(), commentId: string().defined() });

/** A teammate as the comments show them: who wrote, who resolved, who may be mentioned. */
export const commentPersonSchema = object({ id: string().defined(), name: string().defined() });
export type CommentPerson = InferType<typeof commentPersonSchema>;

/** One comment: the thread's first, or a reply. */
export const commentSchema = object({
  id: string().defined(),
  author: commentPersonSchema.defined(),
  body: string().defined(),
  /** The user ids of the teammates it mentions. */
  mentions: array(string().defined()).defined(),
  createdAt: string().defined(),
});
export type Comment = InferType<typeof commentSchema>;

/** A thread on one slide or section: its comments oldest first, and whether it is resolved. */
export const commentThreadSchema = object({
  id: string().defined(),
  anchor: string().defined(),
  resolved: boolean().defined(),
  resolvedAt: string().optional(),
  resolvedBy: commentPersonSchema.optional().default(undefined),
  comments: array(commentSchema.defined()).defined(),
  createdAt: string().defined(),
  updatedAt: string().defined(),
});
export type CommentThread = InferType<typeof commentThreadSchema>;

/** GET /decks/:id/comments: every thread of the document, newest activity first, and whom a comment may mention. */
export const commentListSchema = object({
  threads: array(commentThreadSchema.defined()).defined(),
  members: array(commentPersonSchema.defined()).defined(),
});
export type CommentList = InferType<typeof commentListSchema>;

/** POST and PATCH: the thread as it is after the change. */
export const commentThreadReplySchema = object({ thread: commentThreadSchema.defined() });
export type CommentThreadReply = InferType<typeof commentThreadReplySchema>;

/** Open (unresolved) threads per slide or section id: the counters on the slide list. */
export function openThreadCounts(threads: ReadonlyArray<Pick<CommentThread, 'anchor' | 'resolved'>>) {
  const counts: Record<string, number> = {};
  for (const thread of threads) if (!thread.resolved) counts[thread.anchor] = (counts[thread.anchor] ?? 0) + 1;
  return counts;
}

/** The query parameter naming the slide (deck) or section (resume) a comment link opens on. */
export const COMMENT_ANCHOR_PARAM: Record<CommentedKind, string> = COMMENTED_PART;

/** Where a mention's e-mail leads: the document's editor, on the slide or section the thread is anchored to. */
export function commentLinkPath(kind: CommentedKind, documentId: string, anchor: string): string {
  const editor = kind === 'deck' ? deckOpenPath({ id: documentId, slideCount: 1 }) : resumeOpenPath({ id: documentId });
  return `${editor}&${COMMENT_ANCHOR_PARAM[kind]}=${encodeURIComponent(anchor)}`;
}
