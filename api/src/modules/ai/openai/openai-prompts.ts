/**
 * Prompts for OpenAI-compatible models. The model gets the deck's fact sheet (what the founder
 * said, as they said it) and the builtin draft written from it, so it improves the prose without a
 * figure, a person or a business model the founder did not give; the provider checks that it did.
 */
import {
  AI_HELPER_INSTRUCTIONS,
  type FactSheet,
  type OutlineSection,
  type ResumeCreationInputs,
  type Slide,
} from '@kuza/contracts';
import type { DeckFacts } from '../builtin/deck-facts';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const SYSTEM = [
  'You write for Kuza, which makes startup founders (African founders first) investor-ready.',
  'Write specific, concise, investor-ready content from the facts given. Never invent team members, customers, revenue, partners or funding.',
  'Every number you write must be one of the facts, written as the founder wrote it; where a fact is missing, write a qualitative sentence instead of a number.',
  'Never describe a business model, price or market size the facts do not state.',
  "Never write placeholders such as '[Your text]', 'TBD', 'lorem ipsum' or 'Your company'.",
].join(' ');

function factSheet(facts: DeckFacts, sheet: FactSheet): string {
  return JSON.stringify({
    startup: facts.name,
    industry: facts.industry,
    objective: facts.objective || undefined,
    targetAudience: facts.audience,
    facts: sheet,
  });
}

export function outlineMessages(facts: DeckFacts, sheet: FactSheet, draft: OutlineSection[]): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Facts: ${factSheet(facts, sheet)}
Draft outline: ${JSON.stringify(draft.map(({ title, description }) => ({ title, description })))}
Improve the outline for this startup and objective. Keep about ${draft.length} sections in a sensible order; descriptions of at most 200 characters, specific to the startup.
Answer with JSON only: {"sections":[{"title":"…","description":"…"}]}`,
    },
  ];
}

export function slidesMessages(
  facts: DeckFacts,
  sheet: FactSheet,
  outline: OutlineSection[],
  drafts: Slide[],
): ChatMessage[] {
  const plan = outline.map((section, index) => ({
    title: section.title,
    description: section.description,
    type: drafts[index].type,
    draft: {
      content: drafts[index].content,
      bullets: drafts[index].bullets,
      chart: drafts[index].chart,
      table: drafts[index].table,
    },
  }));
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Facts: ${factSheet(facts, sheet)}
Slides to write, in order (each with our draft): ${JSON.stringify(plan)}
Keep each slide's title exactly as given: the sections and their headings are the founder's. Keep every figure, the ask and every use-of-funds line its draft shows; never write a question to the founder.
Answer in JSON Lines: exactly ${outline.length} lines, one JSON object per line, in the same order, no prose and no code fences.
Each object: {"title": string, "content": one-sentence lead, "bullets": 3 to 5 short strings, "notes": 2 to 4 sentences the founder can say out loud, "chart": same shape as the draft's chart (chart slides only), "table": {"rows": [[header…], […]]} (table slides only)}.`,
    },
  ];
}

export function rewriteMessages(
  facts: DeckFacts,
  sheet: FactSheet,
  slide: Slide,
  prompt: string,
  instructions: ReadonlyArray<{ id: string }>,
): ChatMessage[] {
  const { id: _id, team: _team, media: _media, ...editable } = slide;
  const asked = AI_HELPER_INSTRUCTIONS.filter((instruction) => instructions.some((i) => i.id === instruction.id));
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Facts: ${factSheet(facts, sheet)}
Slide: ${JSON.stringify(editable)}
Founder's request: ${JSON.stringify(prompt)}
Do only this, nothing else: ${asked.map((instruction) => `${instruction.say}: ${instruction.description}`).join(' ')}
Keep its type; you may change title, content, bullets, notes and chart or table data. Add no claim and no figure the facts or the slide do not have.
Answer with JSON only: {"title":…, "content":…, "bullets":[…], "notes":…, "chart"?:…, "table"?:…}`,
    },
  ];
}

export function summaryMessages(input: ResumeCreationInputs, variant: number, draft: string): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Resume inputs: ${JSON.stringify(input)}
A draft summary: ${JSON.stringify(draft)}
Write a professional resume summary of 3 to 4 sentences, in the draft's language: specific (name, role, years of experience, domain, education, top skills), recruiter- and investor-ready, no invented facts.
This is version ${variant + 1}: vary the opening and sentence structure from other versions.
Answer with JSON only: {"summary":"…"}`,
    },
  ];
}

export function sectionsMessages(input: ResumeCreationInputs, summary: string): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Resume inputs: ${JSON.stringify(input)}
Summary: ${JSON.stringify(summary)}
Build resume sections: Summary (the summary above), Experience, Education, Skills, then any other sections the inputs support.
Content format: paragraphs separated by blank lines, bullet items as lines starting with '- ', **bold** for role lines. Use only facts from the inputs.
Answer with JSON only: {"sections":[{"label":"Summary","content":"…"}]}`,
    },
  ];
}
