import { readPitch } from '@kuza/contracts/pitch';
import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import {
  DECK_MESSAGES,
  DEFAULT_DECK_TEMPLATE,
  normalizeSlide,
  notesSourceAfter,
  readFigures,
  slideText,
  themeOf,
  type CreateDeckInput,
  type Deck,
  type DeckSummary,
  type DocumentListResponse,
  type DeckTheme,
  type OutlineSection,
  type Slide,
  type SlideRewrite,
  type UpdateDeckInput,
} from '@kuza/contracts';
import { defineMessages, type SaidMessage } from '@kuza/i18n';
import { HttpError } from '../../lib/http-error';
import type { AiProvider, DeckBrief } from '../ai/provider/provider';
import { factsOfBrief, reconcileFacts } from '../ai/text/fact-sheet';
import { sentence, sentences } from '../ai/text/text';
import { outlineFromText } from '../ai/text/outline-from-text';
import { outlineWithoutClaims } from '../ai/text/claims';
import { documentLanguageOf } from '../ai/text/language';
import { liveStore } from '../documents/live-store';
import { documentStore } from '../documents/store';
import { versionedUpdate } from '../documents/versioned-update';
import { importedDeck, type SourceSlide } from './imported-deck';
import { liveFactsStore } from './live-facts';
import type { ResumesForDecks } from '../resumes/service';
import type { TeamService } from '../teams/service';
import type { UserDirectory } from '../users/directory';
import type { User } from '../users/model';
import type { MediaStore } from '../media/store';
import type { DeckModel, DeckRecord } from './model';
import { teamCards } from './team-cards';
import { toDeck, toGeneration, toShared, toSummary } from './views';

const SLIDE_MESSAGES = defineMessages({
  emptyOutline: { id: 'api.decks.emptyOutline', defaultMessage: 'Add at least one section to the outline first' },
  notFound: { id: 'api.decks.slideNotFound', defaultMessage: 'Slide not found' },
  notImproved: { id: 'api.decks.slideNotImproved', defaultMessage: 'The slide could not be improved. Try again.' },
});

export interface DeckServiceDeps {
  model: DeckModel;
  teams: TeamService;
  ai: AiProvider;
  resumes: ResumesForDecks;
  /** Whose onboarding answers a generation taken over from another instance is written from. */
  users: Pick<UserDirectory, 'byId'>;
  /** INSTANCE_ID, recorded as the owner of the generations this instance runs. */
  instanceId: string;
  /** Where uploaded pictures live: a data: URL sent in a save is moved there. */
  media: Pick<MediaStore, 'internalize'>;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

/** The written slide's bullets, with every line of the original that carries a figure the written one lost. */
function keptFigures(original: Slide, written: Slide): Pick<Slide, 'bullets'> {
  const carried = new Set(readFigures(slideText({ ...written, notes: '' })).map((figure) => figure.value));
  const lost = [original.content, ...original.bullets]
    .flatMap((text) => (text === original.content ? sentences(text) : [text]))
    .filter((line) => readFigures(line).some((figure) => !carried.has(figure.value)));
  return { bullets: [...written.bullets, ...lost].slice(0, 20) };
}

/** The slides with each picture source (slide image, team photo) replaced by what `move` makes of it. */
function withImages(slides: Slide[], move: (src: string) => Promise<string>): Promise<Slide[]> {
  return Promise.all(
    slides.map(async (slide) => ({
      ...slide,
      ...(slide.media ? { media: { ...slide.media, src: await move(slide.media.src) } } : {}),
      ...(slide.team
        ? {
            team: await Promise.all(
              slide.team.map(async (card) => (card.imageUrl ? { ...card, imageUrl: await move(card.imageUrl) } : card)),
            ),
          }
        : {}),
    })),
  );
}
/**
 * A running generation is leased to the instance running it, which renews the lease every
 * LEASE_RENEW_MS. Every instance looks for lapsed leases every GENERATION_SWEEP_MS and takes such
 * runs over, so a generation whose instance died is running again within LEASE + SWEEP (8 s), and
 * one whose instance shut down within SWEEP (the lease is given back).
 */
export const GENERATION_LEASE_MS = 6_000;
const LEASE_RENEW_MS = 2_000;
export const GENERATION_SWEEP_MS = 2_000;
/** Runs of one request (its first, then take-overs) before it is reported failed, never stuck running. */
export const MAX_GENERATION_ATTEMPTS = 3;
export const GENERATION_STOPPED = 'Generation stopped. Try again.';

/** What a row of the deck list is made from (its slides only for their count). */
const LIST_FIELDS = {
  name: 1,
  status: 1,
  template: 1,
  slides: 1,
  updatedAt: 1,
  'inputs.startupName': 1,
  'inputs.importSource': 1,
};

export type DeckService = ReturnType<typeof createDeckService>;

/** Decks of a workspace: members read and edit, Owners and Admins also delete. */
export function createDeckService({ model, teams, ai, resumes, media, users, instanceId, log }: DeckServiceDeps) {
  const documents = documentStore<DeckRecord>({ kind: 'deck', model, teams, messages: DECK_MESSAGES });
  const { access } = documents;

  async function brief(
    user: Pick<User, 'onboarding'>,
    record: Pick<DeckRecord, 'inputs' | 'workspaceId' | 'facts' | 'language'>,
  ): Promise<DeckBrief> {
    const onboarding = user.onboarding ?? {};
    const inputs = record.inputs ?? {};
    // Decks made before they had a language leave the provider to read it from their facts, as it did.
    const facts = {
      ...(record.facts ? { facts: record.facts } : {}),
      ...(record.language ? { language: record.language } : {}),
    };
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

  async function insert(user: User, fields: Partial<DeckRecord>): Promise<Deck> {
    const { workspaceId } = await teams.currentMembership(user);
    const created = await model.create({ ...fields, workspaceId, authorId: user._id });
    return toDeck(created.toObject());
  }

  async function create(user: User, input: CreateDeckInput): Promise<Deck> {
    const inputs = { ...input.inputs };
    const { workspaceId } = await teams.currentMembership(user);
    if (input.mode === 'paste' && !inputs.startupName?.trim()) {
      // The company the pitch names, so slides say it rather than 'the company'; never a section title.
      const company = readPitch(inputs.pastedText ?? '').company;
      if (company) inputs.startupName = company;
    }
    const language = documentLanguageOf({
      text: input.mode === 'paste' ? inputs.pastedText : undefined,
      chosen: input.language,
      account: user.locale,
    });
    // Facts first: the form or the pasted text, then the founder's onboarding answers and team.
    const founder = await brief(user, { inputs, workspaceId, language });
    const facts = factsOfBrief(founder);
    const outline =
      input.mode === 'paste' ? outlineFromText(inputs.pastedText ?? '') : await ai.outline({ ...founder, facts });
    const name =
      inputs.startupName?.trim() ||
      (input.mode === 'paste' ? 'Untitled deck' : outline[0]?.title?.trim()) ||
      'Untitled deck';
    return insert(user, {
      name,
      language,
      inputs,
      facts,
      outline,
      theme: { id: themeOf(input.theme).id },
      template: input.template || DEFAULT_DECK_TEMPLATE,
    });
  }

  async function createFromSlides(
    user: User,
    source: { kind: 'url' | 'file'; name: string },
    slides: SourceSlide[],
    options: { theme?: Partial<DeckTheme>; template?: string },
  ): Promise<Deck> {
    const said = slides.flatMap((slide) => [slide.title, slide.subtitle ?? '', ...slide.body]);
    return insert(user, {
      ...importedDeck(source, slides),
      language: documentLanguageOf({ text: said.join(' '), account: user.locale }),
      theme: { id: themeOf(options.theme).id },
      template: options.template || DEFAULT_DECK_TEMPLATE,
    });
  }

  async function list(user: User): Promise<DocumentListResponse<DeckSummary>> {
    return documents.list(user, LIST_FIELDS, toSummary);
  }

  async function get(user: User, id: string): Promise<Deck> {
    return toDeck(await access(user, id, 'read'));
  }

  /** The slides with every uploaded picture (data: URL) moved into the media store, as its URL. */
  const storeImages = (owner: string, slides: Slide[]) => withImages(slides, (src) => media.internalize(owner, src));

  async function update(user: User, id: string, input: UpdateDeckInput): Promise<Deck> {
    const record = await access(user, id, 'edit');
    // Checked before any picture is stored: a stale save would store them for nothing.
    if (input.version !== record.version) throw new HttpError(409, DECK_MESSAGES.conflict);
    const owner = String(record.workspaceId);
    const { slideChanges, outlineChanges, facts: factEdits, ...rest } = input;
    const fields = factEdits ? { ...rest, facts: reconcileFacts(record.facts, factEdits) } : rest;
    // Which text each slide's notes were written from is worked out here, against the stored slide.
    const stored = new Map((record.slides ?? []).map(normalizeSlide).map((slide) => [slide.id, slide]));
    const received = (slide: Slide) => {
      const next = normalizeSlide(slide);
      return { ...next, notesFrom: notesSourceAfter(stored.get(next.id), next, next.notesFrom) };
    };
    const slides = fields.slides && (await storeImages(owner, fields.slides.map(received)));
    const changedSlides = slideChanges && {
      ...slideChanges,
      put: await storeImages(owner, slideChanges.put.map(received)),
    };
    return toDeck(
      await versionedUpdate<DeckRecord>(model, id, { ...fields, slides }, DECK_MESSAGES.conflict, [
        { field: 'slides', current: record.slides ?? [], changes: changedSlides },
        { field: 'outline', current: record.outline ?? [], changes: outlineChanges },
      ]),
    );
  }

  /**
   * Moves the pictures of decks saved before the media store (data: URLs) into it, once: a deck
   * that holds none is not read again. A picture the store refuses stays as it was, and is counted.
   */
  async function moveImagesIntoStore(): Promise<{ decks: number; kept: number }> {
    const dataUrl = /^data:/;
    const rows = await model
      .find({ $or: [{ 'slides.media.src': dataUrl }, { 'slides.team.imageUrl': dataUrl }] })
      .lean();
    let moved = 0;
    let kept = 0;
    for (const record of rows) {
      const owner = String(record.workspaceId);
      const keepOnFailure = async (src: string) => {
        try {
          return await media.internalize(owner, src);
        } catch (error) {
          kept += 1;
          log.error(
            { err: error, deckId: String(record._id) },
            'a deck picture could not be moved into the media store',
          );
          return src;
        }
      };
      const slides = await withImages(record.slides, keepOnFailure);
      // Same version: the deck reads the same; a save that lands meanwhile wins and is moved next start.
      const result = await model.updateOne(
        { _id: record._id, version: record.version },
        { $set: { slides } },
        { timestamps: false },
      );
      moved += result.modifiedCount;
    }
    return { decks: moved, kept };
  }

  /**
   * Every picture source the decks hold (slide images, team photos), for the media collector: a
   * stored picture none of them names is no longer used. Read a deck at a time, pictures only.
   */
  async function* pictureSources(): AsyncGenerator<string> {
    const cursor = model
      .find({}, { 'slides.media.src': 1, 'slides.team.imageUrl': 1 })
      .lean<Pick<DeckRecord, 'slides'>[]>()
      .cursor();
    for await (const record of cursor) {
      for (const slide of record.slides ?? []) {
        if (slide.media?.src) yield slide.media.src;
        for (const card of slide.team ?? []) if (card.imageUrl) yield card.imageUrl;
      }
    }
  }

  async function duplicate(user: User, id: string): Promise<Deck> {
    const source = await access(user, id, 'read');
    return insert(user, {
      name: `${source.name} (copy)`.slice(0, 120),
      status: 'Draft',
      template: source.template,
      theme: { id: themeOf(source.theme).id },
      language: source.language,
      inputs: source.inputs,
      outline: source.outline,
      slides: source.slides,
    });
  }

  /** Runs this instance holds a lease for, by runId: aborted and given back on shutdown. */
  const runs = new Map<string, { deckId: Types.ObjectId; controller: AbortController }>();
  let stopping = false;
  let sweeper: NodeJS.Timeout | undefined;
  const leaseFrom = (now: number) => new Date(now + GENERATION_LEASE_MS);

  /**
   * Writes the slides of a run this instance claimed (`runId`). Every write names the run, so once
   * another instance has taken the deck over, nothing of this run lands.
   */
  async function runGeneration(record: DeckRecord, runId: string, controller: AbortController): Promise<void> {
    const total = record.outline.length;
    const current = { _id: record._id, 'generation.runId': runId };
    let lastWrite = 0;
    const heartbeat = setInterval(() => {
      model
        .updateOne(current, { $set: { 'generation.leaseUntil': leaseFrom(Date.now()) } })
        .exec()
        .then((renewed) => {
          // Taken over (this instance was too slow to renew): stop, the new holder writes the slides.
          if (renewed.matchedCount === 0) controller.abort();
        })
        .catch((error: unknown) =>
          log.warn({ err: error, deckId: String(record._id) }, 'generation lease not renewed'),
        );
    }, LEASE_RENEW_MS);
    controller.signal.addEventListener('abort', () => clearInterval(heartbeat));
    try {
      const userId = record.generation.userId ?? record.authorId;
      const user = await users.byId(userId);
      if (!user) throw new Error(`the account ${String(userId)} that asked for the generation is gone`);
      const deckBrief = await brief(user, record);
      // An imported deck keeps its source slides (title, bullets, notes); only sections added since are written.
      // Each source slide stays with one section of its title, so two slides of one title both stay.
      const unclaimed = record.inputs?.importSource ? [...(record.slides ?? [])] : [];
      const keptBy = new Map<string, Slide>();
      for (const section of record.outline) {
        const at = unclaimed.findIndex((slide) => slide.title === section.title);
        if (at >= 0) keptBy.set(section.id, unclaimed.splice(at, 1)[0]!);
      }
      const keptFor = (section: OutlineSection) => keptBy.get(section.id);
      const written = await ai.slides(
        { ...deckBrief, kept: [...keptBy.values()] },
        record.outline.filter((section) => !keptFor(section)),
        (slide, index) => {
          // Progress is written at most every 150 ms: the builtin provider makes 12 slides in milliseconds.
          const now = Date.now();
          if (now - lastWrite < 150 && index + 1 < total) return;
          lastWrite = now;
          model
            .updateOne(current, { $set: { 'generation.done': index + 1, 'generation.current': slide.title } })
            .exec()
            .catch(() => undefined);
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      const fresh = written[Symbol.iterator]();
      const slides: Slide[] = record.outline
        .map((section) => keptFor(section) ?? (fresh.next().value as Slide))
        .map(normalizeSlide);
      await model.updateOne(current, {
        $set: {
          slides,
          status: 'Complete',
          generation: { state: 'done', done: slides.length, total: slides.length },
        },
        $inc: { version: 1 },
      });
    } catch (error) {
      // Handed over (shutdown or take-over): the run continues elsewhere, nothing failed.
      if (controller.signal.aborted) return;
      log.error({ err: error, deckId: String(record._id) }, 'deck generation failed');
      const message =
        error instanceof Error && error.name === 'AiProviderError' ? error.message : 'Generation failed. Try again.';
      await model
        .updateOne(current, { $set: { generation: { state: 'failed', done: 0, total, error: message } } })
        .catch((failure: unknown) => log.error({ err: failure, deckId: String(record._id) }, 'generation not ended'));
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Starts a claimed run here, unless this instance is shutting down (then the lease is given back). */
  function launch(record: DeckRecord, runId: string): void {
    if (stopping) {
      void giveBack(record._id, runId);
      return;
    }
    const controller = new AbortController();
    runs.set(runId, { deckId: record._id, controller });
    void runGeneration(record, runId, controller).finally(() => runs.delete(runId));
  }

  /** The lease is released at once, and the attempt not counted: another instance resumes the run. */
  async function giveBack(deckId: Types.ObjectId, runId: string): Promise<void> {
    await model
      .updateOne(
        { _id: deckId, 'generation.runId': runId },
        {
          $set: { 'generation.leaseUntil': new Date(0) },
          $unset: { 'generation.runId': 1, 'generation.owner': 1 },
          $inc: { 'generation.attempts': -1 },
        },
      )
      .catch((error: unknown) => log.warn({ err: error, deckId: String(deckId) }, 'generation lease not given back'));
  }

  /**
   * Takes over every running generation whose lease lapsed: one conditional write per deck, so of
   * several instances sweeping at once exactly one wins each. Runs past MAX_GENERATION_ATTEMPTS are
   * reported failed instead.
   */
  async function sweep(): Promise<number> {
    const now = Date.now();
    const lapsed = {
      'generation.state': 'running' as const,
      'generation.leaseUntil': { $not: { $gt: new Date(now) } },
    };
    await model.updateMany(
      { ...lapsed, 'generation.attempts': { $gte: MAX_GENERATION_ATTEMPTS } },
      {
        $set: { 'generation.state': 'failed', 'generation.error': GENERATION_STOPPED },
        $unset: { 'generation.runId': 1, 'generation.owner': 1, 'generation.leaseUntil': 1 },
      },
    );
    let taken = 0;
    while (!stopping) {
      const runId = randomUUID();
      const claimed = await model
        .findOneAndUpdate(
          { ...lapsed, 'generation.attempts': { $not: { $gte: MAX_GENERATION_ATTEMPTS } } },
          {
            $set: {
              'generation.runId': runId,
              'generation.owner': instanceId,
              'generation.leaseUntil': leaseFrom(now),
            },
            $inc: { 'generation.attempts': 1 },
          },
          { returnDocument: 'after' },
        )
        .lean<DeckRecord>();
      if (!claimed) break;
      taken += 1;
      launch(claimed, runId);
    }
    return taken;
  }

  async function startGeneration(user: User, id: string) {
    const record = await access(user, id, 'edit');
    const outline = record.outline?.length ? record.outline : [];
    if (!outline.length) throw new HttpError(400, SLIDE_MESSAGES.emptyOutline);
    const now = new Date();
    const runId = randomUUID();
    const generation = {
      state: 'running' as const,
      done: 0,
      total: outline.length,
      startedAt: now,
      runId,
      owner: instanceId,
      leaseUntil: leaseFrom(now.getTime()),
      userId: user._id,
      attempts: 1,
    };
    // The claim is one conditional write: it matches only while no live run exists, so two requests
    // at once (a double click, two tabs, two instances) start one run and the other reports that run.
    const claimed = await model
      .findOneAndUpdate(
        {
          _id: record._id,
          $or: [{ 'generation.state': { $ne: 'running' } }, { 'generation.leaseUntil': { $not: { $gt: now } } }],
        },
        { $set: { generation } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!claimed) return toGeneration(await access(user, id, 'read'));
    launch({ ...claimed, outline }, runId);
    return toGeneration({ generation });
  }

  /** Begins looking for lapsed generations (at once, then every GENERATION_SWEEP_MS). */
  function startSweeping(): void {
    const tick = () =>
      sweep()
        .catch((error: unknown) => log.warn({ err: error }, 'generation sweep failed'))
        .finally(() => {
          if (!stopping) sweeper = setTimeout(tick, GENERATION_SWEEP_MS);
        });
    void tick();
  }

  /** On shutdown: no more take-overs; runs here are stopped and their leases given back. */
  async function handOver(): Promise<void> {
    stopping = true;
    clearTimeout(sweeper);
    const held = [...runs.entries()];
    held.forEach(([, run]) => run.controller.abort());
    await Promise.all(held.map(([runId, run]) => giveBack(run.deckId, runId)));
  }

  function progressOf(record: Pick<DeckRecord, 'generation'>) {
    return toGeneration(record);
  }

  async function generation(user: User, id: string) {
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

  /**
   * The AI Helper's answer for one slide, not saved: before and after, and the facts a removed claim
   * takes with it. The editor applies it on Accept and saves it with its autosave.
   */
  async function rewrite(
    user: User,
    id: string,
    slideId: string,
    prompt: string,
  ): Promise<Omit<SlideRewrite, 'message'> & { message?: readonly SaidMessage[] }> {
    const record = await access(user, id, 'edit');
    const slide = record.slides.find((candidate) => candidate.id === slideId);
    if (!slide) throw new HttpError(404, SLIDE_MESSAGES.notFound);
    const before = normalizeSlide(slide);
    const result = await ai.rewriteSlide(await brief(user, record), before, prompt);
    if (!result.applied) return { applied: false, message: result.message, instructions: [], factChanges: [] };
    const outline = result.removedClaims && outlineWithoutClaims(record.outline, result.removedClaims);
    return {
      applied: true,
      instructions: result.instructions,
      before,
      after: normalizeSlide(result.slide),
      factChanges: result.factChanges,
      ...(result.facts ? { facts: result.facts } : {}),
      ...(outline ? { outline } : {}),
    };
  }

  /**
   * "Improve with AI" on one slide (an imported one, most often): the slide written again from the
   * deck's facts and its own text, around the other slides, keeping every figure it had and its
   * speaker notes. Not saved: the editor puts it in place, where Undo takes it back.
   */
  async function improve(user: User, id: string, slideId: string): Promise<Slide> {
    const record = await access(user, id, 'edit');
    const stored = record.slides.find((candidate) => candidate.id === slideId);
    if (!stored) throw new HttpError(404, SLIDE_MESSAGES.notFound);
    const slide = normalizeSlide(stored);
    const lines = [slide.content, ...slide.bullets].filter((line) => line.trim());
    const section = { id: slide.id, title: slide.title, description: lines.map(sentence).join(' ') };
    const others = record.slides.filter((candidate) => candidate.id !== slideId).map(normalizeSlide);
    const [written] = await ai.slides({ ...(await brief(user, record)), kept: others }, [section]);
    if (!written) throw new HttpError(502, SLIDE_MESSAGES.notImproved);
    return normalizeSlide({ ...written, id: slide.id, notes: slide.notes, ...keptFigures(slide, written) });
  }

  async function shared(token: string, options?: { count?: boolean }) {
    return toShared(await documents.shared(token, options));
  }

  return {
    /** For Recents, which never reads the decks collection. */
    recent: documents.recent,
    access,
    list,
    get,
    create,
    createFromSlides,
    update,
    moveImagesIntoStore,
    pictureSources,
    duplicate,
    remove: documents.remove,
    onRemoved: documents.onRemoved,
    /** The deck's slides as live editing loads and saves them. */
    live: liveStore(model, 'slides'),
    /** The deck's outline as the outline page's live editing loads and saves it. */
    liveOutline: liveStore(model, 'outline'),
    /** The deck's facts as the outline page's live editing loads and saves them. */
    liveFacts: liveFactsStore(model),
    startGeneration,
    startSweeping,
    sweep,
    handOver,
    generation,
    progress,
    rewrite,
    improve,
    shareInfo: documents.shareInfo,
    share: documents.share,
    unshare: documents.unshare,
    shared,
  };
}
