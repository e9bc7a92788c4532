import {
  answerLength,
  APPLICATION_MESSAGES,
  PROGRAMMES,
  programmeById,
  type AnswerRedraft,
  type Application,
  type ApplicationAnswer,
  type ApplicationList,
  type ApplicationSummary,
  type FactKey,
  type Programme,
  type ProgrammeQuestion,
  type UpdateApplicationInput,
} from '@kuza/contracts';
import { say } from '@kuza/i18n';
import { HttpError } from '../../lib/http-error';
import { sheetOf } from '../ai/text/fact-sheet';
import type { DeckRecord } from '../decks/model';
import type { DeckService } from '../decks/service';
import type { User } from '../users/model';
import { draftAnswer, neededSentences, type DraftedAnswer } from './draft';
import { checkEligibility } from './eligibility';
import { factFingerprint, type ApplicationFacts } from './facts';
import type { ApplicationModel, ApplicationRecord, StoredAnswer } from './model';
import type { AnswerWording } from './wording';

export interface ApplicationServiceDeps {
  model: ApplicationModel;
  /** The deck's own access check: its workspace's members read and edit its applications. */
  decks: Pick<DeckService, 'access' | 'list'>;
  /** Today, for a company's age. */
  now?: () => Date;
  /** The model's wording of drafted answers (AI_PROVIDER=openai); absent, answers are the builtin drafts. */
  wording?: AnswerWording;
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

const isObjectId = (id: string) => /^[0-9a-f]{24}$/i.test(id);

/** What an application is written from: the deck's confirmed facts and its form's name, sector and year. */
export function factsOfDeck(deck: Pick<DeckRecord, 'facts' | 'inputs'>): ApplicationFacts {
  const inputs = deck.inputs ?? {};
  return {
    // A deck made before facts were kept has them read from its own form, never from anyone's answers.
    sheet: sheetOf({ inputs, founder: {}, facts: deck.facts }),
    startupName: inputs.startupName?.trim() || undefined,
    industry: inputs.industry || undefined,
    yearFounded: inputs.yearFounded ?? undefined,
  };
}

function unknownProgramme(id: string): HttpError {
  const known = PROGRAMMES.map((programme) => programme.id).join(', ');
  return new HttpError(404, say(APPLICATION_MESSAGES.unknownProgramme, { programme: id, known }));
}

/** Accelerator and investor applications of a deck, drafted from its facts. */
export function createApplicationService({ model, decks, now = () => new Date(), wording }: ApplicationServiceDeps) {
  /** Answers drafted from the facts, each in the model's words where it gave clean ones, else the builtin's. */
  async function draftAll(programme: Programme, questions: ProgrammeQuestion[], facts: ApplicationFacts) {
    const drafts = questions.map((question) => draftAnswer(question, facts.sheet));
    const worded = wording
      ? await wording(
          questions.map((question) => ({
            programmeName: programme.name,
            question,
            facts: neededSentences(question, facts.sheet).flat(),
          })),
        )
      : [];
    return drafts.map(({ questionId, text, used }, index): StoredAnswer => ({
      questionId,
      text: worded[index] ?? text,
      used,
    }));
  }

  /** An answer as the editor shows it: its count, its questions to the founder, whether its facts changed. */
  function answerView(
    question: ProgrammeQuestion,
    stored: StoredAnswer | undefined,
    facts: ApplicationFacts,
  ): ApplicationAnswer {
    const fresh = draftAnswer(question, facts.sheet);
    const current: Pick<DraftedAnswer, 'text' | 'used'> = stored ?? fresh;
    const needs = question.needs as FactKey[];
    const stale =
      Boolean(stored) &&
      needs.some((key) => current.used.find((used) => used.key === key)?.hash !== factFingerprint(key, facts.sheet));
    return {
      questionId: question.id,
      question: question.text,
      limit: question.limit,
      text: current.text,
      chars: [...current.text].length,
      length: answerLength(current.text, question.limit.unit),
      missing: [...fresh.missing, ...(!current.text && fresh.tooLong ? [fresh.tooLong] : [])],
      stale,
    };
  }

  function view(record: ApplicationRecord, programme: Programme, facts: ApplicationFacts): Application {
    const stored = new Map(record.answers.map((answer) => [answer.questionId, answer]));
    return {
      id: String(record._id),
      deckId: String(record.deckId),
      program: programme.id,
      programName: programme.name,
      programLink: programme.link,
      season: programme.season,
      eligibility: checkEligibility(programme.eligibility, facts, now().getUTCFullYear()),
      answers: programme.questions.map((question) => answerView(question, stored.get(question.id), facts)),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
  }

  /** The application and its deck, if the user is a member of the deck's workspace; else 404. */
  async function access(user: User, id: string, need: 'read' | 'edit') {
    const record = isObjectId(id) ? await model.findById(id).lean<ApplicationRecord>() : null;
    if (!record) throw new HttpError(404, APPLICATION_MESSAGES.notFound);
    const deck = await decks.access(user, String(record.deckId), need).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404
        ? new HttpError(404, APPLICATION_MESSAGES.notFound)
        : error;
    });
    const programme = programmeById(record.program);
    if (!programme) throw unknownProgramme(record.program);
    return { record, deck, programme, facts: factsOfDeck(deck) };
  }

  async function create(user: User, deckId: string, program: string): Promise<Application> {
    const programme = programmeById(program);
    const deck = await decks.access(user, deckId, 'edit');
    if (!programme) throw unknownProgramme(program);
    const facts = factsOfDeck(deck);
    const answers = await draftAll(programme, programme.questions, facts);
    const created = await model.create({
      workspaceId: deck.workspaceId,
      deckId: deck._id,
      authorId: user._id,
      program: programme.id,
      answers,
    });
    return view(created.toObject(), programme, facts);
  }

  /** The deck's applications, and every programme with who may apply, so the founder sees it before drafting. */
  async function list(user: User, deckId: string): Promise<ApplicationList> {
    const deck = await decks.access(user, deckId, 'read');
    const facts = factsOfDeck(deck);
    const records = await model.find({ deckId: deck._id }).sort({ createdAt: 1 }).lean<ApplicationRecord[]>();
    const items = records.flatMap((record) => {
      const programme = programmeById(record.program);
      return programme ? [view(record, programme, facts)] : [];
    });
    const year = now().getUTCFullYear();
    const programmes = PROGRAMMES.map(({ id, name, link, season, questions, eligibility }) => ({
      id,
      name,
      link,
      season,
      questions: questions.length,
      eligibility: checkEligibility(eligibility, facts, year),
    }));
    return { items, programmes };
  }

  /** The applications of every deck in the user's workspace, last edited first (the dashboard's list). */
  async function listAll(user: User): Promise<ApplicationSummary[]> {
    const { items: deckRows } = await decks.list(user);
    const deckNames = new Map(deckRows.map((deck) => [deck.id, deck.name]));
    const records = await model
      .find({ deckId: { $in: deckRows.map((deck) => deck.id) } }, { deckId: 1, program: 1, answers: 1, updatedAt: 1 })
      .sort({ updatedAt: -1 })
      .lean<ApplicationRecord[]>();
    return records.flatMap((record) => {
      const programme = programmeById(record.program);
      if (!programme) return [];
      const written = new Set(record.answers.filter((answer) => answer.text.trim()).map((answer) => answer.questionId));
      return [
        {
          id: String(record._id),
          deckId: String(record.deckId),
          deckName: deckNames.get(String(record.deckId)) ?? '',
          program: programme.id,
          programName: programme.name,
          answered: programme.questions.filter((question) => written.has(question.id)).length,
          total: programme.questions.length,
          updatedAt: record.updatedAt.toISOString(),
        },
      ];
    });
  }

  async function get(user: User, id: string): Promise<Application> {
    const { record, programme, facts } = await access(user, id, 'read');
    return view(record, programme, facts);
  }

  /** Saves edited answers as they are, over the limit too (the founder decides). */
  async function update(user: User, id: string, input: UpdateApplicationInput): Promise<Application> {
    const { record, programme, facts } = await access(user, id, 'edit');
    const questions = new Map(programme.questions.map((question) => [question.id, question]));
    const unknown = input.answers.find((answer) => !questions.has(answer.questionId));
    if (unknown) throw new HttpError(400, APPLICATION_MESSAGES.unknownQuestion);
    const answers = new Map(record.answers.map((answer) => [answer.questionId, answer]));
    for (const edit of input.answers) {
      const question = questions.get(edit.questionId)!;
      const before = answers.get(edit.questionId) ?? draftAnswer(question, facts.sheet);
      // An accepted redraft is written from the facts as they are now: it is no longer stale.
      const used = edit.fromFacts ? draftAnswer(question, facts.sheet).used : before.used;
      answers.set(edit.questionId, { questionId: edit.questionId, text: edit.text, used });
    }
    const saved = await model
      .findByIdAndUpdate(record._id, { $set: { answers: [...answers.values()] } }, { returnDocument: 'after' })
      .lean<ApplicationRecord>();
    if (!saved) throw new HttpError(404, APPLICATION_MESSAGES.notFound);
    return view(saved, programme, facts);
  }

  async function remove(user: User, id: string): Promise<void> {
    const { record } = await access(user, id, 'edit');
    await model.deleteOne({ _id: record._id });
  }

  /** The answer as saved and as drafted again from the facts now; nothing is saved until accepted. */
  async function redraft(user: User, id: string, questionId: string): Promise<AnswerRedraft> {
    const { record, programme, facts } = await access(user, id, 'read');
    const question = programme.questions.find((candidate) => candidate.id === questionId);
    if (!question) throw new HttpError(404, APPLICATION_MESSAGES.unknownQuestion);
    const stored = record.answers.find((answer) => answer.questionId === questionId);
    const [fresh] = await draftAll(programme, [question], facts);
    return { before: answerView(question, stored, facts), after: answerView(question, fresh, facts) };
  }

  /** The application with its deck's company name, for the exported file. */
  async function forExport(user: User, id: string) {
    const { record, deck, programme, facts } = await access(user, id, 'read');
    return { application: view(record, programme, facts), company: facts.startupName ?? deck.name };
  }

  /** The deck's facts, for its one-page summary. */
  async function factsOf(user: User, deckId: string) {
    const deck = await decks.access(user, deckId, 'read');
    return { facts: factsOfDeck(deck), name: deck.name };
  }

  return { create, list, listAll, get, update, remove, redraft, forExport, factsOf };
}
