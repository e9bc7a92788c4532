/**
 * The builtin AI provider's speed: a 12-slide deck (outline + slides), an AI Helper rewrite, a
 * resume summary and resume sections; median and p95 of 50 runs each after a warm-up.
 * Target: a deck in ≤ 50 ms (median). Run: npx tsx api/bench/ai-bench.ts [runs, default 50].
 */
import { INDUSTRIES } from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';
import type { DeckBrief } from '../src/modules/ai/provider/provider';

const runs = Number(process.argv[2] ?? 50);
const ai = createAiProvider({ provider: 'builtin' });

const brief = (industry: string): DeckBrief => ({
  inputs: {
    startupName: 'SokoFresh',
    industry,
    objective: 'Raise a USD 500k seed round',
    yearFounded: 2021,
    customers: 1200,
    description:
      'SokoFresh rents solar-powered cold rooms to smallholder farmers in Kenya, paid per crate through M-Pesa.',
  },
  founder: {
    targetAudience: 'smallholder farmers',
    teamSize: '1-10',
    goals: ['Create pitch deck'],
    team: [
      { name: 'Wanjiru Kamau', role: 'CEO' },
      { name: 'Otieno Ochieng', role: 'CTO' },
    ],
  },
});

const resume = {
  name: 'Chinedu Okafor',
  role: 'Co-founder & CTO',
  experience:
    'PayLink — Co-founder & CTO (2021 – present)\n• Built a gateway used by 1,800 merchants.\nInterswitch — Senior Software Engineer (2016 – 2021)\n• Owned the Verve card switching service.',
  education: 'BSc Computer Science, University of Lagos (2015)',
  skills: 'Go, TypeScript, PostgreSQL, Kafka',
};

async function measure(name: string, task: (run: number) => Promise<unknown>) {
  for (let i = 0; i < 5; i += 1) await task(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { name, median: at(0.5), p95: at(0.95), max: times[times.length - 1] };
}

async function main(): Promise<void> {
  const deckBrief = brief('Agritech');
  const outline = await ai.outline(deckBrief);
  const [, problem] = await ai.slides(deckBrief, outline);
  const results = [
    await measure('deck: outline + 12 slides (Agritech)', async () =>
      ai.slides(deckBrief, await ai.outline(deckBrief)),
    ),
    await measure('deck: outline + 12 slides (each industry)', async (run) => {
      const b = brief(INDUSTRIES[run % INDUSTRIES.length]);
      return ai.slides(b, await ai.outline(b));
    }),
    await measure('rewriteSlide (persuasive + the facts we have)', () =>
      ai.rewriteSlide(deckBrief, problem, 'more persuasive, add the facts we have'),
    ),
    await measure('resumeSummary (variant rotates)', (run) => ai.resumeSummary(resume, run)),
    await measure('resumeSections', () => ai.resumeSections(resume, 'Summary.')),
  ];
  console.log(`builtin AI provider, ${runs} runs each after 5 warm-up runs, node ${process.version}`);
  console.log(`${'task'.padEnd(44)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}`);
  for (const r of results)
    console.log(
      `${r.name.padEnd(44)} ${`${r.median.toFixed(2)} ms`.padStart(9)} ${`${r.p95.toFixed(2)} ms`.padStart(9)} ${`${r.max.toFixed(2)} ms`.padStart(9)}`,
    );
  const deck = results[0].median;
  console.log(`deck target ≤ 50 ms: ${deck <= 50 ? 'met' : 'MISSED'} (${deck.toFixed(2)} ms median)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
