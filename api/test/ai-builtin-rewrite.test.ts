import type { Slide } from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';
import { briefFor, TEAM } from './helpers/ai-brief';

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });
const brief = briefFor();

async function slide(title: string): Promise<Slide> {
  const slides = await ai.slides(brief, await ai.outline(brief));
  return slides.find((s) => s.title === title) as Slide;
}

const words = (s: Slide) => [s.content, ...s.bullets].join(' ').split(/\s+/).length;

describe('builtin AI Helper (rewriteSlide)', () => {
  let problem: Slide;
  beforeAll(async () => {
    problem = await slide('Problem');
  });

  it('makes a slide shorter without cutting sentences mid-word', async () => {
    const shorter = await ai.rewriteSlide(brief, problem, 'Make it shorter and more concise');

    expect(words(shorter)).toBeLessThan(words(problem));
    expect(shorter.bullets.length).toBeLessThanOrEqual(3);
    expect(shorter.bullets.join(' ')).not.toMatch(/\(/);
    expect(shorter).toMatchObject({ id: problem.id, type: problem.type });
  });

  it('adds detail on request', async () => {
    const detailed = await ai.rewriteSlide(brief, problem, 'Add more detail');

    expect(words(detailed)).toBeGreaterThan(words(problem));
    expect(detailed.bullets).toHaveLength(5);
  });

  it('makes a slide more persuasive for investors, leading with proof', async () => {
    const persuasive = await ai.rewriteSlide(brief, problem, 'Make it more persuasive for investors');

    expect(persuasive.content).toMatch(/^Why it matters: /);
    expect(persuasive.bullets.join(' ')).toContain('Proof: 1,200 customers');
    expect(persuasive.bullets[0]).toMatch(/\d/);
  });

  it("adds the founder's own figures, and none of its own", async () => {
    const numbers = await ai.rewriteSlide(brief, problem, 'add numbers / metrics');

    expect(numbers.bullets.slice(0, 3)).toEqual(['1,200 customers', 'Raising USD 500k', 'TAM USD 9bn']);
  });

  it('simplifies jargon into plain language', async () => {
    const market = await slide('Market Size');
    const plain = await ai.rewriteSlide(brief, market, 'Simplify this, plain language please');

    const text = [plain.content, ...plain.bullets].join(' ');
    expect(text).not.toMatch(/\b(TAM|SAM|SOM)\b/);
    expect(text).toMatch(/Total market USD 9bn/);
    expect(plain.type).toBe('chart');
    expect(plain.chart).toEqual(market.chart);
  });

  it("focuses a slide on what the founder names after 'focus on'", async () => {
    const focused = await ai.rewriteSlide(brief, problem, 'Focus on middlemen');

    expect(focused.content).toMatch(/^Middlemen first: /);
    expect(focused.bullets[0]).toMatch(/middlemen/i);
    expect(focused.notes).toMatch(/middlemen\.$/);
  });

  it('changes tone when asked to be friendly or confident', async () => {
    const friendly = await ai.rewriteSlide(brief, problem, 'make it warmer and more friendly');
    const confident = await ai.rewriteSlide(brief, await slide('Market Size'), 'sound more confident');

    expect(friendly.content).toMatch(/^Here's the short version: /);
    expect(confident.content).toMatch(/^SokoFresh leads here: /);
    expect(confident.content).not.toMatch(/about /);
  });

  it("turns 'mention …' and unknown prompts into a point on the slide", async () => {
    const partner = await ai.rewriteSlide(brief, problem, 'Mention our partnership with Twiga Foods');
    const unknown = await ai.rewriteSlide(brief, problem, 'drought resilience');

    expect(partner.bullets[0]).toBe('Our partnership with Twiga Foods');
    expect(partner.notes).toMatch(/our partnership with Twiga Foods\.$/);
    expect(unknown.bullets[0]).toBe('Drought, Resilience: how SokoFresh addresses it');
  });

  it('never returns the slide unchanged, keeps id and type, and is deterministic', async () => {
    const team = await slide('Team');
    for (const prompt of ['shorter', 'more formal', 'ok', 'Make it shorter']) {
      const once = await ai.rewriteSlide(brief, team, prompt);
      expect(once).not.toEqual(team);
      expect(once).toMatchObject({ id: team.id, type: 'team', team: team.team });
      expect(await ai.rewriteSlide(brief, team, prompt)).toEqual(once);
    }
    const short = await ai.rewriteSlide(brief, problem, 'shorter');
    expect(await ai.rewriteSlide(brief, short, 'shorter')).not.toEqual(short);
  });

  it("rewrites a Team slide with today's members and bios, keeping the founder's own points", async () => {
    const stored = await slide('Team');
    const edited = { ...stored, bullets: [...stored.bullets.slice(0, 2), 'Advisor: Dr Njeri Maina, ex-KALRO'] };
    const today = briefFor(
      {},
      {
        team: [
          { ...TEAM[0], bio: 'Ran cold chains for Twiga Foods' },
          { name: 'Amina Yusuf', role: 'COO' },
        ],
      },
    );

    const rewritten = await ai.rewriteSlide(today, edited, 'make it more persuasive');

    expect(rewritten).toMatchObject({ id: stored.id, type: 'team' });
    expect(rewritten.team).toEqual([
      { ...TEAM[0], bio: 'Ran cold chains for Twiga Foods' },
      { name: 'Amina Yusuf', role: 'COO' },
    ]);
    const text = [rewritten.content, ...rewritten.bullets, rewritten.notes].join(' ');
    expect(text).toContain('Wanjiru Kamau, CEO: Ran cold chains for Twiga Foods');
    expect(text).toContain('Amina Yusuf');
    expect(text).toContain('Advisor: Dr Njeri Maina, ex-KALRO');
    expect(text).not.toMatch(/Otieno|Ex-Unilever/);
  });
});
