import { deckOpenPath, mediaIdOf, resumeOpenPath } from '@kuza/contracts';
import type { Types } from 'mongoose';
import type { DeckRecord } from '../decks/model';
import type { DeckService } from '../decks/service';
import { toDeck, toShared } from '../decks/views';
import type { ImageResolver } from '../files/export/images';
import type { ResumeExportOptions } from '../files/export/resume-parts';
import type { ResumeRecord } from '../resumes/model';
import { toResume, toSharedResume, type ResumeService } from '../resumes/service';
import type { DocumentKind } from '../documents/share-views';
import type { User } from '../users/model';
import { pictureIdsOf, slidesThroughLink } from './pictures';

/** What the links module needs of any document a link may lead to. */
export interface LinkedRecord {
  _id: Types.ObjectId;
  name: string;
}

/**
 * One kind of document a named link leads to (a deck, a resume): how its access is checked, the
 * parts its active time is counted per (a deck's slides, a resume's sections), what a visitor is
 * shown, and its PDF. The links module reads documents only through these.
 */
export interface LinkedKind<R extends LinkedRecord = LinkedRecord> {
  kind: DocumentKind;
  /** The document's own access check: 404 outside its workspace, 403 where the role falls short. */
  access(user: User, id: string, need: 'read' | 'edit'): Promise<R>;
  /** The title of each part active time is counted per, in order. */
  parts(record: R): string[];
  /** What a link's visitor is shown: the document's share view, its stored pictures renamed under the link. */
  shared(record: R, rename: (src: string) => string): unknown;
  /** The store ids of the pictures that view shows. */
  pictures(record: R): string[];
  /** The document as a PDF, with `watermark` faint on every page when given. */
  pdf(record: R, watermark: string | undefined): Promise<Buffer>;
  /** The editor page where its owner finds each link's visits. */
  editorPath(record: R): string;
}

export type LinkedKinds = Record<DocumentKind, LinkedKind>;

/** A kind typed for its own record, stored beside the others. */
const linked = <R extends LinkedRecord>(kind: LinkedKind<R>) => kind as unknown as LinkedKind;

export function linkedKinds({
  decks,
  resumes,
  resolveImage,
}: {
  decks: Pick<DeckService, 'access'>;
  resumes: Pick<ResumeService, 'access'>;
  resolveImage: ImageResolver;
}): LinkedKinds {
  return {
    deck: linked<DeckRecord>({
      kind: 'deck',
      access: decks.access,
      parts: (deck) => (deck.slides ?? []).map((slide) => slide.title ?? ''),
      shared: (deck, rename) => {
        const shown = toShared(deck);
        return { ...shown, slides: slidesThroughLink(shown.slides, rename) };
      },
      pictures: (deck) => pictureIdsOf(toShared(deck).slides),
      pdf: async (deck, watermark) => {
        // The PDF writer and its libraries load with the first PDF, not with the API.
        const { deckToPdf } = await import('../files/export/deck-to-pdf');
        return deckToPdf(toDeck(deck), { resolveImage, ...(watermark ? { watermark } : {}) });
      },
      editorPath: (deck) => deckOpenPath({ id: String(deck._id), slideCount: deck.slides?.length ?? 0 }),
    }),
    resume: linked<ResumeRecord>({
      kind: 'resume',
      access: resumes.access,
      parts: (resume) => (resume.sections ?? []).map((section) => section.label),
      shared: (resume, rename) => {
        const shown = toSharedResume(resume);
        return shown.profileImageUrl ? { ...shown, profileImageUrl: rename(shown.profileImageUrl) } : shown;
      },
      pictures: (resume) => [mediaIdOf(resume.profileImageUrl)].filter((id): id is string => !!id),
      pdf: async (resume, watermark) => {
        // The resume writer draws the watermark once it takes one (see the links README).
        const options: ResumeExportOptions & { watermark?: string } = {
          resolveImage,
          ...(watermark ? { watermark } : {}),
        };
        const { resumeToPdf } = await import('../files/export/resume-to-pdf');
        return resumeToPdf(toResume(resume), options);
      },
      editorPath: (resume) => resumeOpenPath({ id: String(resume._id) }),
    }),
  };
}
