/**
 * The AI provider interface behind deck and resume generation. `builtin` (default) is offline and
 * deterministic; `openai` talks to any OpenAI-compatible chat-completions endpoint (OpenAI, Azure,
 * Ollama, vLLM). Services depend on this interface only; create-provider.ts picks one.
 */
import type { DocumentLanguage, SaidMessage } from '@kuza/i18n';
import type {
  AiHelperInstructionId,
  DeckCreationInputs,
  FactChange,
  FactSheet,
  FounderContext,
  OutlineSection,
  ResumeCreationInputs,
  ResumeSection,
  Slide,
} from '@kuza/contracts';

export interface DeckBrief {
  inputs: DeckCreationInputs;
  /** The deck's language: what the provider adds (titles, joining words, questions) is said in it. */
  language?: DocumentLanguage;
  founder: FounderContext;
  /** The deck's fact sheet as stored (and reviewed by the founder); read from the inputs when absent. */
  facts?: FactSheet;
  /**
   * Slides the deck keeps as they are (an imported deck's own slides): the slides written for the
   * other sections say nothing these say, and a fact one of these holds is not written again.
   */
  kept?: Slide[];
}

/**
 * What the AI Helper made of a prompt: the slide rewritten (not saved) with the instructions it
 * followed and, when a removed claim was a fact, the fact sheet without it; or why it could not.
 */
export type SlideRewriteResult =
  | {
      applied: true;
      slide: Slide;
      instructions: AiHelperInstructionId[];
      factChanges: FactChange[];
      /** The deck's facts after `factChanges`; absent when there are none. */
      facts?: FactSheet;
      /** The words of each claim removed, so the outline's descriptions can lose it too. */
      removedClaims?: string[][];
    }
  /** Why not, in parts said one after the other in the reader's language. */
  | { applied: false; message: readonly SaidMessage[] };

export type SlideProgress = (slide: Slide, index: number, total: number) => void;

export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  /** Outline sections for a new deck: the 12-slide structure adapted to the objective, described for this startup. */
  outline(brief: DeckBrief): Promise<OutlineSection[]>;
  /** One slide per outline section, reported through `onSlide` as each is ready so the UI can show progress. */
  slides(brief: DeckBrief, outline: OutlineSection[], onSlide?: SlideProgress, signal?: AbortSignal): Promise<Slide[]>;
  /**
   * The editor's AI Helper: follows the documented instructions of a prompt on one slide, keeping
   * its id and type, or says plainly why it cannot (AI_HELPER_INSTRUCTIONS in @kuza/contracts).
   */
  rewriteSlide(brief: DeckBrief, slide: Slide, prompt: string): Promise<SlideRewriteResult>;
  /** A professional summary in the resume's `language`; each `variant` (0, 1, 2…) reads differently, for Regenerate. */
  resumeSummary(input: ResumeCreationInputs, variant?: number, language?: DocumentLanguage): Promise<string>;
  /** Summary, Experience, Education, Skills (+ extras) in the ResumeSection rich-text format. */
  resumeSections(input: ResumeCreationInputs, summary: string, language?: DocumentLanguage): Promise<ResumeSection[]>;
}

export interface AiProviderConfig {
  provider: 'builtin' | 'openai';
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Per request; for streamed slides, the longest silence allowed between two chunks. */
  timeoutMs?: number;
  /** Retries of HTTP 429/5xx and connection errors by the openai client (default 1). */
  maxRetries?: number;
  /** The year projections start from; defaults to the current year (fixed in tests and benches). */
  referenceYear?: number;
}
