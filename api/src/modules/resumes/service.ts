import {
  RESUME_MESSAGES,
  entriesText,
  resumeHeader,
  type CreateResumeInput,
  type Resume,
  type ResumeCreationInputs,
  type ResumeSection,
  type ResumeSummaryRow,
  type SharedResume,
  type UpdateResumeInput,
  sectionsAsShown,
} from '@kuza/contracts';
import { HttpError } from '../../lib/http-error';
import type { AiProvider } from '../ai/provider/provider';
import { contentOfEntries, withEntries } from '../ai/text/resume-entries';
import { sectionsFromResumeText } from '../ai/text/resume-text';
import { liveStore } from '../documents/live-store';
import { documentStore } from '../documents/store';
import { versionedUpdate } from '../documents/versioned-update';
import type { TeamService } from '../teams/service';
import type { User } from '../users/model';
import type { Types } from 'mongoose';
import type { MediaStore } from '../media/store';
import type { ResumeModel, ResumeRecord } from './model';
import { ownerProfiles } from './owner-profiles';
import { documentLanguageOf } from '../ai/text/language';
import { resumeHeading } from '../ai/builtin/builtin-resume';
import { resumeDateWords } from '../files/export/resume-parts';

export function toResume(record: ResumeRecord): Resume {
  return {
    id: String(record._id),
    workspaceId: String(record.workspaceId),
    ownerId: String(record.ownerId),
    name: record.name,
    status: record.status,
    template: record.template,
    ...(record.profileImageUrl ? { profileImageUrl: record.profileImageUrl } : {}),
    language: record.language ?? 'en',
    sections: withEntries(record.sections ?? []),
    inputs: record.inputs ?? {},
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

function toRow(record: Pick<ResumeRecord, '_id' | 'name' | 'status' | 'template' | 'updatedAt'>): ResumeSummaryRow {
  return {
    id: String(record._id),
    name: record.name,
    status: record.status,
    template: record.template,
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * The inputs a new summary is written from: the experience and education as the resume's entries
 * now say them (so years of experience follow the edited dates), else as typed at creation.
 */
function currentInputs(record: ResumeRecord): ResumeCreationInputs {
  const sections = withEntries(record.sections ?? []);
  const entries = (label: RegExp) => {
    const found = sections.find((s) => label.test(s.label) && s.entries?.length)?.entries;
    return found && { text: entriesText(found).replace(/\*\*/g, '') };
  };
  const experience = entries(/experience|expérience|experiência|employment|history/i);
  const education = entries(/education|formation|formação/i);
  return {
    ...(record.inputs ?? {}),
    ...(experience ? { experience: experience.text } : {}),
    ...(education ? { education: education.text } : {}),
  };
}

/** What a view-only link, or a named link past its gate, shows of a resume. */
export function toSharedResume(record: ResumeRecord): SharedResume {
  return {
    name: record.name,
    language: record.language ?? 'en',
    header: resumeHeader(record),
    template: record.template,
    ...(record.profileImageUrl ? { profileImageUrl: record.profileImageUrl } : {}),
    // Its entries as the resume's files say them: dates in the resume's language ('mars 2019 – présent').
    sections: sectionsAsShown(withEntries(record.sections ?? []), resumeDateWords(record.language)),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** A summary's heading, as Kuza writes it in any language ('Summary', 'Profil', 'Perfil') or a founder does ('About'). */
const SUMMARY = /^(summary|profil|perfil|about)/i;

const summaryOf = (sections: ResumeSection[]) => sections.find((s) => SUMMARY.test(s.label))?.content ?? '';

export type ResumeService = ReturnType<typeof createResumeService>;
/** What decks may ask of resumes: the Team slide's facts about each member. */
export type ResumesForDecks = Pick<ResumeService, 'ownerProfiles'>;

export interface ResumeServiceDeps {
  model: ResumeModel;
  teams: TeamService;
  ai: AiProvider;
  /** Where uploaded pictures live: a data: URL sent in a save is moved there. */
  media: Pick<MediaStore, 'internalize'>;
  log: { error(obj: unknown, msg?: string): void };
}

/** Founder resumes of a workspace, with the same role rules as decks. */
export function createResumeService({ model, teams, ai, media, log }: ResumeServiceDeps) {
  const documents = documentStore<ResumeRecord>({ kind: 'resume', model, teams, messages: RESUME_MESSAGES });
  const { access } = documents;

  async function insert(user: User, fields: Partial<ResumeRecord>): Promise<Resume> {
    const { workspaceId } = await teams.currentMembership(user);
    const created = await model.create({ ownerId: user._id, ...fields, workspaceId });
    return toResume(created.toObject());
  }

  function nameFor(user: User, inputs: ResumeCreationInputs): string {
    const fromText = inputs.pastedText
      ?.split('\n')
      .map((line) => line.trim())
      .find(Boolean);
    const name =
      inputs.name?.trim() ||
      (fromText && fromText.length <= 60 ? fromText : '') ||
      `${user.firstname} ${user.lastname}`.trim();
    return (name || 'Untitled resume').slice(0, 120);
  }

  async function create(user: User, input: CreateResumeInput): Promise<Resume> {
    const inputs = input.inputs ?? {};
    const parsed = input.mode === 'paste' ? sectionsFromResumeText(inputs.pastedText ?? '') : [];
    const language = documentLanguageOf({
      text: input.mode === 'paste' ? inputs.pastedText : undefined,
      chosen: input.language,
      account: user.locale,
    });
    const summary = summaryOf(parsed) || (await ai.resumeSummary(inputs, 0, language));
    // The draft holds every typed section before the summary step: closing that dialog loses nothing.
    const rest = parsed.length ? parsed : await ai.resumeSections(inputs, summary, language);
    const sections: ResumeSection[] = [
      { id: `${Date.now()}`, label: resumeHeading('summary', language), content: summary },
      ...rest.filter((s) => !SUMMARY.test(s.label)),
    ];
    return insert(user, { name: nameFor(user, inputs), language, inputs, sections: withEntries(sections) });
  }

  async function createFromText(user: User, text: string, filename: string): Promise<Resume> {
    const inputs: ResumeCreationInputs = {
      pastedText: text.slice(0, 60_000),
      importSource: { kind: 'file', name: filename },
    };
    return create(user, { mode: 'paste', inputs });
  }

  async function regenerateSummary(user: User, id: string, variant: number) {
    const record = await access(user, id, 'edit');
    return { summary: await ai.resumeSummary(currentInputs(record), variant, record.language) };
  }

  /** Writes every section: pasted/imported CVs keep their parsed sections, AI ones are written from the inputs. */
  async function build(user: User, id: string, summary: string): Promise<Resume> {
    const record = await access(user, id, 'edit');
    const existing = (record.sections ?? []).filter((s) => !SUMMARY.test(s.label));
    const written = existing.length
      ? existing
      : (await ai.resumeSections(record.inputs ?? {}, summary, record.language)).filter((s) => !SUMMARY.test(s.label));
    const sections = withEntries([
      {
        id: record.sections?.[0]?.id ?? `${Date.now()}`,
        label: resumeHeading('summary', record.language),
        content: summary,
      },
      ...written,
    ]);
    const updated = await model
      .findOneAndUpdate(
        { _id: record._id },
        { $set: { sections, status: 'Complete' }, $inc: { version: 1 } },
        { returnDocument: 'after' },
      )
      .lean();
    return toResume(updated!);
  }

  async function get(user: User, id: string) {
    return toResume(await access(user, id, 'read'));
  }

  async function update(user: User, id: string, input: UpdateResumeInput): Promise<Resume> {
    const record = await access(user, id, 'edit');
    // Checked before the photo is stored: a stale save would store it for nothing.
    if (input.version !== record.version) throw new HttpError(409, RESUME_MESSAGES.conflict);
    const { sectionChanges: changes, sections: sent, ...rest } = input;
    const sectionChanges = changes && { ...changes, put: contentOfEntries(changes.put) };
    const fields = sent ? { ...rest, sections: contentOfEntries(sent) } : rest;
    const profileImageUrl =
      fields.profileImageUrl && (await media.internalize(String(record.workspaceId), fields.profileImageUrl));
    return toResume(
      await versionedUpdate<ResumeRecord>(model, id, { ...fields, profileImageUrl }, RESUME_MESSAGES.conflict, [
        { field: 'sections', current: record.sections ?? [], changes: sectionChanges },
      ]),
    );
  }

  /**
   * Moves resume photos saved before the media store (data: URLs) into it, once: a resume that
   * holds none is not read again. A photo the store refuses stays as it was, and is counted.
   */
  async function moveImagesIntoStore(): Promise<{ resumes: number; kept: number }> {
    const rows = await model
      .find({ profileImageUrl: /^data:/ }, { profileImageUrl: 1, workspaceId: 1, version: 1 })
      .lean();
    let moved = 0;
    let kept = 0;
    for (const record of rows) {
      try {
        const profileImageUrl = await media.internalize(String(record.workspaceId), record.profileImageUrl!);
        const result = await model.updateOne(
          { _id: record._id, version: record.version },
          { $set: { profileImageUrl } },
          { timestamps: false },
        );
        moved += result.modifiedCount;
      } catch (error) {
        kept += 1;
        log.error(
          { err: error, resumeId: String(record._id) },
          'a resume photo could not be moved into the media store',
        );
      }
    }
    return { resumes: moved, kept };
  }

  /** Every resume photo, for the media collector: a stored picture none of them names is no longer used. */
  async function* pictureSources(): AsyncGenerator<string> {
    const cursor = model.find({}, { profileImageUrl: 1 }).lean<Pick<ResumeRecord, 'profileImageUrl'>[]>().cursor();
    for await (const record of cursor) if (record.profileImageUrl) yield record.profileImageUrl;
  }

  async function duplicate(user: User, id: string) {
    const source = await access(user, id, 'read');
    return insert(user, {
      ownerId: source.ownerId,
      name: `${source.name} (copy)`.slice(0, 120),
      template: source.template,
      profileImageUrl: source.profileImageUrl,
      language: source.language,
      sections: source.sections,
      inputs: source.inputs,
    });
  }

  async function shared(token: string, options?: { count?: boolean }): Promise<SharedResume> {
    return toSharedResume(await documents.shared(token, options));
  }

  return {
    /** For other modules (decks' Team slide, Recents), which never read the resumes collection. */
    ownerProfiles: (workspaceId: Types.ObjectId, ownerIds: string[]) => ownerProfiles(model, workspaceId, ownerIds),
    recent: documents.recent,
    list: (user: User) => documents.list(user, { sections: 0, inputs: 0 }, toRow),
    get,
    create,
    createFromText,
    regenerateSummary,
    build,
    update,
    moveImagesIntoStore,
    pictureSources,
    duplicate,
    remove: documents.remove,
    onRemoved: documents.onRemoved,
    /** The resume's sections as live editing loads and saves them. */
    live: liveStore(model, 'sections'),
    shareInfo: documents.shareInfo,
    share: documents.share,
    unshare: documents.unshare,
    shared,
    /** The workspace's access check, for the named links module (which never reads the resumes collection). */
    access,
  };
}
