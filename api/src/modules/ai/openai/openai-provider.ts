/**
 * The OpenAI-compatible provider (OpenAI, Azure, Ollama, vLLM through `baseURL`). Slides stream as
 * JSON Lines and are reported one by one; JSON answers get one retry when unreadable; every failure
 * becomes an AiProviderError with a message a founder can act on.
 */
import type OpenAI from 'openai';
import { sectionKey, slideText, type ResumeSection, type Slide } from '@kuza/contracts';
import { applyInstructions } from '../builtin/builtin-rewrite';
import { withCurrentTeam } from '../builtin/team-slide';
import { factOwners, saidOn, slideContext, type BuiltinProvider } from '../builtin/builtin-provider';
import { deckFacts } from '../builtin/deck-facts';
import { RESUME_HEADINGS, resumeHeading } from '../builtin/builtin-resume';
import { AiProviderError, openAiBaseUrl } from '../provider/errors';
import { JsonObjectStream, parseJsonLoose, toOutline, toSections, toSlide, toSummary } from './json-output';
import { founderText, slideFault, summaryInvents } from './model-checks';
import {
  outlineMessages,
  rewriteMessages,
  sectionsMessages,
  slidesMessages,
  summaryMessages,
  type ChatMessage,
} from './openai-prompts';
import type { AiProvider, AiProviderConfig } from '../provider/provider';
import { sheetOf } from '../text/fact-sheet';
import { readInstructions, type Instruction } from '../text/instructions';
import { slugify } from '../text/text';

const DEFAULT_TIMEOUT_MS = 60_000;
const seconds = (ms: number) => String(Math.round(ms / 100) / 10);
// Instructions that add or remove facts are the fact sheet's business: the same code for every provider.
/** The sections the model is asked for, by the English names it answers with (sectionsMessages). */
const MODEL_HEADINGS = new Map<string, keyof typeof RESUME_HEADINGS>([
  ['Summary', 'summary'],
  ['Experience', 'experience'],
  ['Education', 'education'],
  ['Skills', 'skills'],
  ['Links', 'links'],
]);

const FACT_INSTRUCTIONS = new Set<Instruction['id']>(['addFacts', 'removeClaim', 'mention', 'expand']);
const BAD_OUTPUT = 'The AI service returned an answer we could not read. Try again in a moment.';

type OpenAiClass = typeof OpenAI;
let openAiClass: Promise<OpenAiClass> | undefined;
/** The client library, loaded on the first request: an API on the built-in provider never pays for it. */
const loadOpenAi = () => (openAiClass ??= import('openai').then((module) => module.default));

/** A client of the OpenAI-compatible endpoint, made on first use (the decks' provider and the applications' wording). */
export function openAiClient(options: {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  maxRetries: number;
}): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () =>
    (client ??= loadOpenAi().then(
      (OpenAI) =>
        new OpenAI({
          baseURL: options.baseUrl,
          // Local servers (Ollama, vLLM) take no key, but the client insists on one.
          apiKey: options.apiKey || 'not-needed',
          organization: null,
          project: null,
          webhookSecret: null,
          timeout: options.timeoutMs,
          maxRetries: options.maxRetries,
          logLevel: 'off',
        }),
    ));
}

/** Maps whatever the client threw to one clear, founder-facing error. */
export function toProviderError(
  error: unknown,
  state: { timedOut: boolean; aborted: boolean; timeoutMs: number },
  OpenAI: OpenAiClass,
): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (state.timedOut || error instanceof OpenAI.APIConnectionTimeoutError)
    return new AiProviderError(
      'timeout',
      `The AI service did not answer within ${seconds(state.timeoutMs)} s. Try again in a moment.`,
      { cause: error },
    );
  if (state.aborted) return new AiProviderError('aborted', 'Generation was cancelled.', { cause: error });
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 429)
      return new AiProviderError('rate_limited', 'The AI service is busy (HTTP 429). Try again in a moment.', {
        status,
        cause: error,
      });
    if (status === 401 || status === 403)
      return new AiProviderError(
        'auth',
        `The AI service refused our credentials (HTTP ${status}). Check the AI settings.`,
        { status, cause: error },
      );
    if (status >= 500)
      return new AiProviderError(
        'unavailable',
        `The AI service is unavailable (HTTP ${status}). Try again in a moment.`,
        { status, cause: error },
      );
    return new AiProviderError(
      'config',
      `The AI service rejected the request (HTTP ${status}). Check the AI model and address settings.`,
      { status, cause: error },
    );
  }
  // By name, not instanceof: fetch parses bodies in Node's own realm, so neither class may be ours.
  if ((error as { name?: unknown } | null)?.name === 'SyntaxError')
    return new AiProviderError('bad_output', BAD_OUTPUT, { cause: error });
  return new AiProviderError('unavailable', 'The AI service could not be reached. Try again in a moment.', {
    cause: error,
  });
}

export function createOpenAiProvider(config: AiProviderConfig, builtin: BuiltinProvider): AiProvider {
  const baseUrl = openAiBaseUrl(config);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const model = config.model || 'gpt-4o-mini';
  const clientOf = openAiClient({
    baseUrl,
    apiKey: config.apiKey,
    timeoutMs,
    maxRetries: config.maxRetries ?? 1,
  });
  let jsonMode = true;
  const year = () => config.referenceYear ?? new Date().getFullYear();

  /** Runs one request under a deadline that `touch` re-arms (streams: the longest silence allowed). */
  async function withDeadline<T>(
    signal: AbortSignal | undefined,
    run: (signal: AbortSignal, touch: () => void) => Promise<T>,
  ) {
    const controller = new AbortController();
    const state = { timedOut: false, aborted: false, timeoutMs };
    let timer: NodeJS.Timeout | undefined;
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        state.timedOut = true;
        controller.abort();
      }, timeoutMs);
    };
    const onAbort = () => {
      state.aborted = true;
      controller.abort();
    };
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    touch();
    try {
      const result = await run(controller.signal, touch);
      // A stream cut by abort ends quietly in the client; it must not pass for a complete answer.
      if (controller.signal.aborted) throw new Error('aborted');
      return result;
    } catch (error) {
      throw toProviderError(error, state, await loadOpenAi());
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function complete(messages: ChatMessage[], signal?: AbortSignal, temperature = 0.4): Promise<string> {
    return withDeadline(signal, async (requestSignal) => {
      const OpenAI = await loadOpenAi();
      const chat = (await clientOf()).chat.completions;
      try {
        const response = await chat.create(
          { model, messages, temperature, ...(jsonMode ? { response_format: { type: 'json_object' as const } } : {}) },
          { signal: requestSignal },
        );
        return response.choices[0]?.message?.content ?? '';
      } catch (error) {
        // Some compatible servers reject response_format; ask again without it, once and for good.
        if (jsonMode && error instanceof OpenAI.BadRequestError && /response_format|json/i.test(error.message)) {
          jsonMode = false;
          const response = await chat.create({ model, messages, temperature }, { signal: requestSignal });
          return response.choices[0]?.message?.content ?? '';
        }
        throw error;
      }
    });
  }

  /** A JSON answer read by `parse`; unreadable twice → AiProviderError('bad_output'). */
  async function json<T>(
    messages: ChatMessage[],
    parse: (value: unknown, raw: string) => T | undefined,
    temperature?: number,
  ) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const raw = await complete(messages, undefined, temperature);
        const value = parse(parseJsonLoose(raw), raw);
        if (value !== undefined) return value;
      } catch (error) {
        if (!(error instanceof AiProviderError && error.code === 'bad_output')) throw error;
      }
    }
    throw new AiProviderError('bad_output', BAD_OUTPUT);
  }

  return {
    name: 'openai',
    async outline(brief) {
      const facts = deckFacts(brief, year());
      const draft = await builtin.outline(brief);
      // A pasted pitch's outline is the reader's: the founder's sections, headings and roles. The
      // model only writes the slides' text for them.
      if (brief.inputs.pastedText?.trim()) return draft;
      return json(outlineMessages(facts, sheetOf(brief), draft), (value) => toOutline(value));
    },

    async slides(brief, outline, onSlide, signal) {
      const facts = deckFacts(brief, year());
      const drafts = await builtin.slides(brief, outline);
      const sheet = sheetOf(brief);
      const messages = slidesMessages(facts, sheet, outline, drafts);
      const founder = founderText(brief, sheet);
      const name = slideContext(sheet, facts).name;
      const owners = factOwners(outline, name, brief.kept);
      const keptSaid = (brief.kept ?? []).flatMap(saidOn);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const slides: Slide[] = [];
        const accept = (value: unknown) => {
          const index = slides.length;
          const model = index < drafts.length ? toSlide(value, drafts[index]) : undefined;
          if (!model) return;
          // The section's title is the outline's (the founder's own heading on a pasted pitch).
          const written = { ...model, title: drafts[index].title };
          // A section that holds no fact of its own ('Impact') says nothing another slide says.
          const elsewhere = new Set([
            ...keptSaid,
            ...[...slides, ...drafts.filter((_, i) => i !== index)].flatMap(saidOn),
          ]);
          const copies = !owners[index] && saidOn(written).some((line) => elsewhere.has(line));
          // A slide that breaks a rule is not repaired by guessing: the slide written from facts stands.
          const key = sectionKey(outline[index], name);
          const faulty = copies || slideFault(written, drafts[index], { sheet, founder, key }) !== undefined;
          const slide = faulty ? drafts[index] : written;
          slides.push(slide);
          onSlide?.(slide, index, drafts.length);
        };
        await withDeadline(signal, async (requestSignal, touch) => {
          const stream = await (
            await clientOf()
          ).chat.completions.create({ model, messages, temperature: 0.5, stream: true }, { signal: requestSignal });
          const objects = new JsonObjectStream();
          for await (const chunk of stream) {
            touch();
            objects.push(chunk.choices[0]?.delta?.content ?? '').forEach(accept);
          }
        });
        if (!slides.length && attempt === 0) continue;
        if (!slides.length) throw new AiProviderError('bad_output', BAD_OUTPUT);
        // A model that stops early still gives a full deck: the rest comes from the builtin drafts.
        for (let index = slides.length; index < drafts.length; index += 1) {
          slides.push(drafts[index]);
          onSlide?.(drafts[index], index, drafts.length);
        }
        return slides;
      }
      throw new AiProviderError('bad_output', BAD_OUTPUT);
    },

    async rewriteSlide(brief, slide, prompt) {
      // The same reading of the prompt as the builtin provider: what neither can do is refused, not guessed.
      const read = readInstructions(prompt);
      if (!read.ok) return { applied: false, message: read.message };
      const facts = deckFacts(brief, year());
      const sheet = sheetOf(brief);
      const followed = () => applyInstructions(slide, read.instructions, facts, sheet);
      if (read.instructions.some((instruction) => FACT_INSTRUCTIONS.has(instruction.id))) return followed();
      // The model rewrites the Team slide as it is now (current people and bios), not as it was stored.
      const current = withCurrentTeam(slide, facts);
      const rewritten = await json(rewriteMessages(facts, sheet, current, prompt, read.instructions), (value) =>
        toSlide(value, current),
      );
      const unchanged = JSON.stringify(rewritten) === JSON.stringify(current);
      // The same checks as a new slide's, against what the founder gave and the slide already said.
      const founder = founderText(brief, sheet, slideText(current));
      const key = sectionKey(current, slideContext(sheet, facts).name);
      if (unchanged || slideFault(rewritten, current, { sheet, founder, key })) return followed();
      const instructions = [...new Set(read.instructions.map((instruction) => instruction.id))];
      return { applied: true, slide: rewritten, instructions, factChanges: [] };
    },

    async resumeSummary(input, variant = 0, language) {
      const draft = await builtin.resumeSummary(input, variant, language);
      const summary = await json(summaryMessages(input, variant, draft), toSummary, Math.min(1, 0.6 + variant * 0.1));
      // A figure, a name, an organisation or praise the person never gave: their own summary stands.
      return summaryInvents(summary, input, draft) ? draft : summary;
    },

    async resumeSections(input, summary, language): Promise<ResumeSection[]> {
      const fallback = await builtin.resumeSections(input, summary, language);
      const sections = await json(sectionsMessages(input, summary), (value) => toSections(value));
      // The model names the sections Kuza writes in English: each is headed in the resume's language instead.
      const merged = sections.map(({ label, content }) => {
        const key = MODEL_HEADINGS.get(label);
        const heading = key ? resumeHeading(key, language) : label;
        return { id: slugify(heading), label: heading, content: key === 'summary' ? summary : content };
      });
      // A section the model dropped (Education with no degree line, say) comes back from the builtin parse.
      for (const section of fallback) if (!merged.some((s) => s.label === section.label)) merged.push(section);
      return merged;
    },
  };
}
