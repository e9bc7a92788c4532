import type { Types } from 'mongoose';
import {
  DECK_MESSAGES,
  DEFAULT_DECK_TEMPLATE,
  mayDeleteDocuments,
  type CreateDeckInput,
  type Deck,
  type DeckSummary,
  type DocumentListResponse,
  type DeckTheme,
  type OutlineSection,
  type Slide,
  type UpdateDeckInput,
  pitchCompanyName,
} from '@kuza/contracts';
import { HttpError } from '../../lib/http-error';
import type { AiProvider, DeckBrief } from '../ai/provider/provider';
import { slideId } from '../ai/text/text';
import { factsFromSlides, factsOfBrief, reconcileFacts } from '../ai/text/fact-sheet';
import { outlineFromText } from '../ai/text/outline-from-text';
import { recentRows, type RecentAfter } from '../documents/recent';
import { versionedUpdate } from '../documents/versioned-update';
import type { ResumesForDecks } from '../resumes/service';
import type { TeamService } from '../teams/service';
import type { UserDocument } from '../users/model';
import type { DeckModel, DeckRecord } from './model';
import { teamCards } from './team-cards';
import { shareLinkActions } from '../documents/share-link';
import { toDeck, toGeneration, toShared, toSummary } from './views';

export interface DeckServiceDeps {
  model: DeckModel;
  teams: TeamService;
  ai: AiProvider;
  resumes: ResumesForDecks;
  log: { error(obj: unknown, msg?: string): void };
}

type Need = 'read' | 'edit' | 'delete';
/** A generation that has said nothing for this long is taken as dead (e.g. the API restarted). */
const STALE_GENERATION_MS = 2 * 60_000;
const isObjectId = (id: string) => /^[0-9a-f]{24}$/i.test(id);

export type DeckService = ReturnType<typeof createDeckService>;

/** Decks of a workspace: members read and edit, Owners and Admins also delete. */
export function createDeckService({ model, teams, ai, resumes, log }: DeckServiceDeps) {
  async function access(user: UserDocument, id: string, need: Need): Promise<DeckRecord> {
    const record = isObjectId(id) ? await model.findById(id).lean() : null;
    // Someone outside the workspace learns nothing, not even that the deck exists.
    const role = record ? await teams.roleIn(user._id, record.workspaceId) : null;
    if (!record || !role) throw new HttpError(404, DECK_MESSAGES.notFound);
    if (need === 'delete' && !mayDeleteDocuments(role)) throw new HttpError(403, DECK_MESSAGES.deleteForbidden);
    return record;
  }

  const links = shareLinkActions({ kind: 'deck', model, access });

  async function brief(
    user: UserDocument,
    record: Pick<DeckRecord, 'inputs' | 'workspaceId' | 'facts'>,
  ): Promise<DeckBrief> {
    const onboarding = user.onboarding ?? {};
    const inputs = record.inputs ?? {};
    const facts = record.facts ? { facts: record.facts } : {};
    // An imported deck is often another company's: the founder's own answers and team stay out of it.
    if (inputs.importSource) return { inputs, founder: {}, ...facts };
    return {
      inputs,
      ...facts,
      founder: {
        industry: onboarding.industry,
        teamSize: onboarding.team_size,
        targetAudience: onboarding.target_audience,
        goal: onboarding.goal,
        goals: onboarding.goals,
        team: await teamCards(teams, resumes, record.workspaceId),
      },
    };
  }

  async function insert(user: UserDocument, fields: Partial<DeckRecord>): Promise<Deck> {
    const { workspaceId } = await teams.currentMembership(user);
    const created = await model.create({ ...fields, workspaceId, authorId: user._id });
    return toDeck(created.toObject());
  }

  function themeOf(theme: Partial<DeckTheme> | undefined): DeckTheme {
    return { font: theme?.font || 'Inter', colorScheme: theme?.colorScheme || 'Savanna' };
  }

  async function create(user: UserDocument, input: CreateDeckInput): Promise<Deck> {
    const inputs = { ...input.inputs };
    const { workspaceId } = await teams.currentMembership(user);
    if (input.mode === 'paste' && !inputs.startupName?.trim()) {
      // The company the pitch names, so slides say it rather than 'the company'; never a section title.
      const company = pitchCompanyName(inputs.pastedText ?? '');
      if (company) inputs.startupName = company;
    }
    // Facts first: the form or the pasted text, then the founder's onboarding answers and team.
    const founder = await brief(user, { inputs, workspaceId });
    const facts = factsOfBrief(founder);
    const outline =
      input.mode === 'paste' ? outlineFromText(inputs.pastedText ?? '') : await ai.outline({ ...founder, facts });
    const name =
      inputs.startupName?.trim() ||
      (input.mode === 'paste' ? 'Untitled deck' : outline[0]?.title?.trim()) ||
      'Untitled deck';
    return insert(user, {
      name,
      inputs,
      facts,
      outline,
      theme: themeOf(input.theme),
      template: input.template || DEFAULT_DECK_TEMPLATE,
    });
  }

  async function createFromSlides(
    user: UserDocument,
    source: { kind: 'url' | 'file'; name: string },
    slides: Array<{ title: string; body: string[]; notes?: string }>,
    options: { theme?: Partial<DeckTheme>; template?: string },
  ): Promise<Deck> {
    const stamp = Date.now();
    const kept = slides.filter((slide) => slide.title || slide.body.length || slide.notes);
    // One section and one slide per source slide: its title, its lines as bullets, its notes.
    const outline: OutlineSection[] = kept.map((slide, index) => ({
      id: `${stamp + index}`,
      title: (slide.title || `Slide ${index + 1}`).slice(0, 200),
      description: slide.body.join(' ').replace(/\s+/g, ' ').trim().slice(0, 1000),
    }));
    const deckSlides: Slide[] = kept.map((slide, index) => ({
      id: slideId(index, outline[index].title),
      type: index === 0 ? 'title' : 'content',
      title: outline[index].title.slice(0, 300),
      content: '',
      bullets: slide.body.slice(0, 20).map((line) => line.slice(0, 500)),
      notes: (slide.notes ?? '').slice(0, 5000),
    }));
    const text = kept.map((slide) => [slide.title, ...slide.body].join('\n')).join('\n\n');
    const name = outline[0]?.title || source.name.replace(/\.[a-z0-9]+$/i, '') || 'Imported deck';
    return insert(user, {
      name: name.slice(0, 120),
      inputs: { startupName: outline[0]?.title?.slice(0, 100), description: text.slice(0, 2000), importSource: source },
      facts: factsFromSlides(kept),
      outline,
      slides: deckSlides,
      theme: themeOf(options.theme),
      template: options.template || DEFAULT_DECK_TEMPLATE,
    });
  }

  async function list(user: UserDocument): Promise<DocumentListResponse<DeckSummary>> {
    const { workspaceId, role } = await teams.currentMembership(user);
    const rows = await model
      .find(
        { workspaceId },
        {
          name: 1,
          status: 1,
          template: 1,
          slides: 1,
          updatedAt: 1,
          'inputs.startupName': 1,
          'inputs.importSource': 1,
        },
      )
      .sort({ updatedAt: -1 })
      .lean();
    return { items: rows.map(toSummary), canDelete: mayDeleteDocuments(role) };
  }

  async function get(user: UserDocument, id: string): Promise<Deck> {
    return toDeck(await access(user, id, 'read'));
  }

  async function update(user: UserDocument, id: string, input: UpdateDeckInput): Promise<Deck> {
    const record = await access(user, id, 'edit');
    const changes = input.facts ? { ...input, facts: reconcileFacts(record.facts, input.facts) } : input;
    return toDeck(await versionedUpdate<DeckRecord>(model, id, changes, DECK_MESSAGES.conflict));
  }

  async function duplicate(user: UserDocument, id: string): Promise<Deck> {
    const source = await access(user, id, 'read');
    return insert(user, {
      name: `${source.name} (copy)`.slice(0, 120),
      status: 'Draft',
      template: source.template,
      theme: source.theme,
      inputs: source.inputs,
      outline: source.outline,
      slides: source.slides,
    });
  }

  async function remove(user: UserDocument, id: string): Promise<void> {
    await access(user, id, 'delete');
    await model.deleteOne({ _id: id });
    await links.forgetViews(id);
  }

  async function runGeneration(user: UserDocument, record: DeckRecord): Promise<void> {
    const total = record.outline.length;
    let lastWrite = 0;
    try {
      const deckBrief = await brief(user, record);
      // An imported deck keeps its source slides (title, bullets, notes); only sections added since are written.
      const source = record.inputs?.importSource ? (record.slides ?? []) : [];
      const keptFor = (section: OutlineSection) => source.find((slide) => slide.title === section.title);
      const written = await ai.slides(
        deckBrief,
        record.outline.filter((section) => !keptFor(section)),
        (slide, index) => {
          // Progress is written at most every 150 ms: the builtin provider makes 12 slides in milliseconds.
          const now = Date.now();
          if (now - lastWrite < 150 && index + 1 < total) return;
          lastWrite = now;
          void model
            .updateOne(
              { _id: record._id },
              { $set: { 'generation.done': index + 1, 'generation.current': slide.title } },
            )
            .exec();
        },
      );
      const fresh = written[Symbol.iterator]();
      const slides: Slide[] = record.outline.map((section) => keptFor(section) ?? (fresh.next().value as Slide));
      await model.updateOne(
        { _id: record._id },
        {
          $set: {
            slides,
            status: 'Complete',
            generation: { state: 'done', done: slides.length, total: slides.length },
          },
          $inc: { version: 1 },
        },
      );
    } catch (error) {
      log.error({ err: error, deckId: String(record._id) }, 'deck generation failed');
      const message =
        error instanceof Error && error.name === 'AiProviderError' ? error.message : 'Generation failed. Try again.';
      await model.updateOne(
        { _id: record._id },
        { $set: { generation: { state: 'failed', done: 0, total, error: message } } },
      );
    }
  }

  async function startGeneration(user: UserDocument, id: string) {
    const record = await access(user, id, 'edit');
    const outline = record.outline?.length ? record.outline : [];
    if (!outline.length) throw new HttpError(400, 'Add at least one section to the outline first');
    const now = new Date();
    const generation = { state: 'running' as const, done: 0, total: outline.length, startedAt: now };
    // The claim is one conditional write: it matches only while no live run exists, so two requests
    // at once (a double click, two tabs) start one run and the other reports that run.
    const claimed = await model
      .findOneAndUpdate(
        {
          _id: record._id,
          $or: [
            { 'generation.state': { $ne: 'running' } },
            { 'generation.startedAt': { $not: { $gte: new Date(now.getTime() - STALE_GENERATION_MS) } } },
          ],
        },
        { $set: { generation } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!claimed) return toGeneration(await access(user, id, 'read'));
    void runGeneration(user, { ...record, outline });
    return toGeneration({ generation });
  }

  function progressOf(record: Pick<DeckRecord, 'generation'>) {
    const stale =
      record.generation?.state === 'running' &&
      Date.now() - new Date(record.generation.startedAt ?? 0).getTime() > STALE_GENERATION_MS;
    return stale
      ? { ...toGeneration(record), state: 'failed' as const, error: 'Generation stopped. Try again.' }
      : toGeneration(record);
  }

  async function generation(user: UserDocument, id: string) {
    return progressOf(await access(user, id, 'read'));
  }

  /**
   * The progress of a deck whose access `generation` has already checked, reading only the
   * progress (not the slides): what the progress stream asks several times a second.
   */
  async function progress(id: string) {
    const record = await model.findById(id, { generation: 1 }).lean();
    return record ? progressOf(record) : undefined;
  }

  async function rewrite(user: UserDocument, id: string, slideId: string, prompt: string): Promise<Slide> {
    const record = await access(user, id, 'edit');
    const slide = record.slides.find((candidate) => candidate.id === slideId);
    if (!slide) throw new HttpError(404, 'Slide not found');
    return ai.rewriteSlide(await brief(user, record), slide, prompt);
  }

  async function shared(token: string) {
    if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) throw new HttpError(404, DECK_MESSAGES.shareNotFound);
    const record = await links.open(token);
    if (!record) throw new HttpError(404, DECK_MESSAGES.shareNotFound);
    return toShared(record);
  }

  return {
    /** For Recents, which never reads the decks collection. */
    recent: (workspaceId: Types.ObjectId, query: { limit: number; after?: RecentAfter }) =>
      recentRows(model, workspaceId, query),
    access,
    list,
    get,
    create,
    createFromSlides,
    update,
    duplicate,
    remove,
    startGeneration,
    generation,
    progress,
    rewrite,
    shareInfo: links.shareInfo,
    share: links.share,
    unshare: links.unshare,
    shared,
  };
}
