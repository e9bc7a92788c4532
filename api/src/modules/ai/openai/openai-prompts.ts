/**
 * Prompts for OpenAI-compatible models. The model gets the facts the builtin generator computed
 * (industry framing, currency and rates, market and projection figures) and its draft, so a model
 * improves grounded content instead of inventing numbers, people or customers.
 */
import type { OutlineSection, ResumeCreationInputs, Slide } from '@kuza/contracts';
import { INDICATIVE_USD_RATES } from '../builtin/currency';
import type { DeckFacts } from '../builtin/deck-facts';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const SYSTEM = [
  'You write for Kuza, which makes startup founders (African founders first) investor-ready.',
  'Write specific, concise, investor-ready content from the facts given. Never invent team members, customers, revenue, partners or funding.',
  "Market figures are indicative estimates: say so. Show money in USD with the local currency beside it, e.g. 'USD 1.2M (≈ KES 156M)'.",
  "Never write placeholders such as '[Your text]', 'TBD', 'lorem ipsum' or 'Your company'.",
].join(' ');

function factSheet(facts: DeckFacts): string {
  const { profile } = facts;
  const rates = facts.place.currencies.map((c) => `USD 1 ≈ ${c} ${INDICATIVE_USD_RATES[c]}`).join(', ');
  return JSON.stringify({
    startup: facts.name,
    industry: facts.industry,
    objective: facts.objective || undefined,
    objectiveKind: facts.objectiveKind,
    yearFounded: facts.yearFounded,
    customers: facts.customers,
    description: [facts.pitch, ...facts.details].join(' '),
    country: facts.place.country ?? 'not stated (show USD with NGN and KES)',
    indicativeRates: rates,
    targetAudience: facts.audience,
    goals: facts.goals,
    teamSize: facts.teamSize,
    team: facts.team.map((m) => `${m.name}, ${m.role}`),
    industryContext: {
      problems: profile.problems,
      businessModels: profile.businessModels,
      metricsInvestorsExpect: profile.metrics,
    },
    marketEstimatesUsdMillions: { tam: facts.market.tamUsdM, sam: facts.market.samUsdM, som: facts.market.somUsdM },
    revenueProjectionUsd: Object.fromEntries(facts.projection.years.map((y, i) => [y, facts.projection.revenueUsd[i]])),
  });
}

export function outlineMessages(facts: DeckFacts, draft: OutlineSection[]): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Facts: ${factSheet(facts)}
Draft outline: ${JSON.stringify(draft.map(({ title, description }) => ({ title, description })))}
Improve the outline for this startup and objective. Keep about ${draft.length} sections in a sensible order; descriptions of at most 200 characters, specific to the startup.
Answer with JSON only: {"sections":[{"title":"…","description":"…"}]}`,
    },
  ];
}

export function slidesMessages(facts: DeckFacts, outline: OutlineSection[], drafts: Slide[]): ChatMessage[] {
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
      content: `Facts: ${factSheet(facts)}
Slides to write, in order (each with our draft): ${JSON.stringify(plan)}
Answer in JSON Lines: exactly ${outline.length} lines, one JSON object per line, in the same order, no prose and no code fences.
Each object: {"title": string, "content": one-sentence lead, "bullets": 3 to 5 short strings, "notes": 2 to 4 sentences the founder can say out loud, "chart": same shape as the draft's chart (chart slides only), "table": {"rows": [[header…], […]]} (table slides only)}.`,
    },
  ];
}

export function rewriteMessages(facts: DeckFacts, slide: Slide, prompt: string): ChatMessage[] {
  const { id: _id, team: _team, media: _media, ...editable } = slide;
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Facts: ${factSheet(facts)}
Slide: ${JSON.stringify(editable)}
Founder's request: ${JSON.stringify(prompt)}
Rewrite the slide as requested. Keep its type; you may change title, content, bullets, notes and chart or table data.
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
Write a professional resume summary of 3 to 4 sentences: specific (name, role, years of experience, domain, education, top skills), recruiter- and investor-ready, no invented facts.
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
