import { Types } from 'mongoose';
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  COMMENTED_PART,
  commentLinkPath,
  type CommentList,
  type CommentPerson,
  type CommentThread,
  type CreateCommentInput,
} from '@kuza/contracts';
import { isLocale, say } from '@kuza/i18n';
import { HttpError } from '../../lib/http-error';
import type { DocumentKind } from '../documents/share-views';
import type { Mailer } from '../mail/mailer';
import { mentionMail } from '../mail/mention';
import type { TeamService } from '../teams/service';
import type { UserDirectory } from '../users/directory';
import type { User } from '../users/model';
import type { CommentThreadModel, CommentThreadRecord } from './model';

/** A part of a document a thread may be anchored to: a deck's slide, a resume's section. */
export interface CommentedPart {
  id: string;
  title: string;
}

/** What comments need of a document: its team's workspace, its name and its parts, in order. */
export interface CommentedRecord {
  _id: Types.ObjectId;
  workspaceId: Types.ObjectId;
  name: string;
}

/**
 * One kind of commented document: its own access check (404 outside its workspace) and the parts
 * a thread may be anchored to. The comments module reads documents only through these.
 */
export interface CommentedKindAccess<R extends CommentedRecord = CommentedRecord> {
  access(user: User, id: string, need: 'read' | 'edit'): Promise<R>;
  parts(record: R): CommentedPart[];
}

export interface CommentServiceDeps {
  threads: CommentThreadModel;
  kinds: Record<DocumentKind, CommentedKindAccess>;
  teams: Pick<TeamService, 'membersOf'>;
  users: Pick<UserDirectory, 'byIds'>;
  mailer: Pick<Mailer, 'queue'>;
  /** The web site's address, which a mention's link starts with. */
  webUrl: string;
  now?: () => Date;
}

export type CommentService = ReturnType<typeof createCommentService>;

const isObjectId = (id: string) => /^[0-9a-f]{24}$/i.test(id);

/**
 * Threads of comments on the slides of a deck and the sections of a resume, for the document's
 * team only: every call goes through the document's own access check (a non-member gets 404), so
 * a member comments, replies, resolves and reopens, whatever their role. @mentions name teammates
 * of the document's workspace by user id; each one mentioned (but the author) is mailed a link to
 * the slide or section in their own language.
 */
export function createCommentService({
  threads,
  kinds,
  teams,
  users,
  mailer,
  webUrl,
  now = () => new Date(),
}: CommentServiceDeps) {
  /** The document's team as the comments name them. */
  async function teamOf(record: CommentedRecord): Promise<CommentPerson[]> {
    const members = await teams.membersOf(record.workspaceId);
    return members.map((member) => ({ id: member.userId, name: member.name }));
  }

  function toThread(record: CommentThreadRecord, people: Map<string, string>): CommentThread {
    const person = (id: Types.ObjectId): CommentPerson => ({ id: String(id), name: people.get(String(id)) ?? '' });
    return {
      id: String(record._id),
      anchor: record.anchor,
      resolved: record.resolved,
      ...(record.resolved && record.resolvedAt ? { resolvedAt: record.resolvedAt.toISOString() } : {}),
      ...(record.resolved && record.resolvedById ? { resolvedBy: person(record.resolvedById) } : {}),
      comments: record.comments.map((comment) => ({
        id: String(comment._id),
        author: person(comment.authorId),
        body: comment.body,
        mentions: comment.mentions.map(String),
        createdAt: comment.createdAt.toISOString(),
      })),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
  }

  /** Names of everyone the threads show: the team's names, and for those who left, their account's. */
  async function namesFor(records: CommentThreadRecord[], team: CommentPerson[]): Promise<Map<string, string>> {
    const names = new Map(team.map((member) => [member.id, member.name]));
    const missing = new Set<string>();
    for (const record of records) {
      for (const comment of record.comments)
        if (!names.has(String(comment.authorId))) missing.add(String(comment.authorId));
      if (record.resolvedById && !names.has(String(record.resolvedById))) missing.add(String(record.resolvedById));
    }
    if (missing.size) {
      const accounts = await users.byIds([...missing].map((id) => new Types.ObjectId(id)));
      for (const account of accounts) {
        names.set(String(account._id), `${account.firstname ?? ''} ${account.lastname ?? ''}`.trim() || account.email);
      }
    }
    return names;
  }

  /** A thread of the document, or 404. */
  async function threadOf(kind: DocumentKind, documentId: Types.ObjectId, threadId: string) {
    const record = isObjectId(threadId)
      ? await threads.findOne({ _id: threadId, kind, documentId }).lean<CommentThreadRecord>()
      : null;
    if (!record) throw new HttpError(404, COMMENT_MESSAGES.threadNotFound);
    return record;
  }

  /** The thread a comment id names: a thread's own id, or the id of any comment in it. */
  async function threadOfComment(kind: DocumentKind, documentId: Types.ObjectId, commentId: string) {
    const record = isObjectId(commentId)
      ? await threads
          .findOne({ kind, documentId, $or: [{ _id: commentId }, { 'comments._id': commentId }] })
          .lean<CommentThreadRecord>()
      : null;
    if (!record) throw new HttpError(404, COMMENT_MESSAGES.threadNotFound);
    return record;
  }

  /** Mails each teammate a comment mentions (never its author), in their language, with the link to its part. */
  async function mailMentions(
    kind: DocumentKind,
    record: CommentedRecord,
    parts: CommentedPart[],
    anchor: string,
    author: User,
    authorName: string,
    input: { body: string; mentions: string[] },
  ) {
    const ids = [...new Set(input.mentions)].filter((id) => id !== String(author._id));
    if (!ids.length) return;
    const at = parts.findIndex((part) => part.id === anchor);
    const link = `${webUrl.replace(/\/$/, '')}${commentLinkPath(kind, String(record._id), anchor)}`;
    for (const account of await users.byIds(ids.map((id) => new Types.ObjectId(id)))) {
      mailer.queue(
        mentionMail(
          account.email,
          {
            who: authorName,
            document: record.name,
            part: COMMENTED_PART[kind],
            position: at + 1,
            title: parts[at]?.title ?? '',
            body: input.body,
            link,
          },
          account.firstname,
          isLocale(account.locale) ? account.locale : undefined,
        ),
      );
    }
  }

  return {
    /** Every thread of the document, newest activity first, and the teammates a comment may mention. */
    async list(user: User, kind: DocumentKind, id: string): Promise<CommentList> {
      const record = await kinds[kind].access(user, id, 'read');
      const team = await teamOf(record);
      const rows = await threads
        .find({ kind, documentId: record._id })
        .sort({ updatedAt: -1 })
        .lean<CommentThreadRecord[]>();
      const names = await namesFor(rows, team);
      return { threads: rows.map((row) => toThread(row, names)), members: team };
    },

    /** A new thread on a slide or section, or (with `threadId`) a reply under one; its mentions are mailed. */
    async create(user: User, kind: DocumentKind, id: string, input: CreateCommentInput): Promise<CommentThread> {
      const { access, parts: partsOf } = kinds[kind];
      const record = await access(user, id, 'edit');
      const team = await teamOf(record);
      const mentions = [...new Set(input.mentions)];
      const members = new Set(team.map((member) => member.id));
      if (mentions.some((mention) => !members.has(mention)))
        throw new HttpError(400, COMMENT_MESSAGES.mentionNotMember);
      const parts = partsOf(record);
      const at = now();
      const comment = {
        _id: new Types.ObjectId(),
        authorId: user._id,
        body: input.body,
        mentions: mentions.map((mention) => new Types.ObjectId(mention)),
        createdAt: at,
      };

      let saved: CommentThreadRecord | null;
      if (input.threadId) {
        const thread = await threadOf(kind, record._id, input.threadId);
        // The cap is part of the filter: two replies at once cannot both pass it.
        saved = await threads
          .findOneAndUpdate(
            { _id: thread._id, [`comments.${COMMENT_LIMITS.repliesMax}`]: { $exists: false } },
            { $push: { comments: comment }, $set: { updatedAt: at } },
            { returnDocument: 'after' },
          )
          .lean<CommentThreadRecord>();
        if (!saved) throw new HttpError(409, say(COMMENT_MESSAGES.threadFull, { max: COMMENT_LIMITS.repliesMax }));
      } else {
        const anchor = input.anchor ?? '';
        if (!parts.some((part) => part.id === anchor)) {
          throw new HttpError(400, kind === 'deck' ? COMMENT_MESSAGES.slideGone : COMMENT_MESSAGES.sectionGone);
        }
        saved = (
          await threads.create({
            kind,
            documentId: record._id,
            anchor,
            resolved: false,
            comments: [comment],
            createdAt: at,
            updatedAt: at,
          })
        ).toObject();
      }
      const names = await namesFor([saved], team);
      await mailMentions(kind, record, parts, saved.anchor, user, names.get(String(user._id)) ?? '', {
        body: input.body,
        mentions,
      });
      return toThread(saved, names);
    },

    /** Forgets a deleted document's threads. */
    async forget(kind: DocumentKind, documentId: Types.ObjectId): Promise<void> {
      await threads.deleteMany({ kind, documentId });
    },

    /** Resolves or reopens the thread a comment is in. */
    async resolve(
      user: User,
      kind: DocumentKind,
      id: string,
      commentId: string,
      resolved: boolean,
    ): Promise<CommentThread> {
      const record = await kinds[kind].access(user, id, 'edit');
      const thread = await threadOfComment(kind, record._id, commentId);
      const at = now();
      const change = resolved
        ? { $set: { resolved: true, resolvedAt: at, resolvedById: user._id, updatedAt: at } }
        : { $set: { resolved: false, updatedAt: at }, $unset: { resolvedAt: 1, resolvedById: 1 } };
      const saved = await threads
        .findOneAndUpdate({ _id: thread._id }, change, { returnDocument: 'after' })
        .lean<CommentThreadRecord>();
      if (!saved) throw new HttpError(404, COMMENT_MESSAGES.threadNotFound);
      return toThread(saved, await namesFor([saved], await teamOf(record)));
    },
  };
}
