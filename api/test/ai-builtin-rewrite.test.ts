import { AI_HELPER_INSTRUCTIONS, AI_HELPER_REFUSALS, aiHelperCanDo, speakerNotes, type Slide } from '@kuza/contracts';
import { sayIn } from '../src/lib/i18n';
import { createAiProvider } from '../src/modules/ai/create-provider';
import type { DeckBrief, SlideRewriteResult } from '../src/modules/ai/provider/provider';
import { readInstructions } from '../src/modules/ai/text/instructions';
import { briefFor, PITCH, TEAM } from './helpers/ai-brief';

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });
const MODEL = 'Business model\nFarmers pay KES 30 per crate per day. We take a 5% commission on every sale to buyers.';
const brief = briefFor({}, {}, `${PITCH}\n${MODEL}`);
// The same startup before it wrote down its competitors.
const noRivals = briefFor({}, {}, PITCH.replace(/Competition\n.*\n.*\n/, ''));

async function slide(title: string, from: DeckBrief = brief): Promise<Slide> {
  const slides = await ai.slides(from, await ai.outline(from));
  return slides.find((s) => s.title === title) as Slide;
}

/** The rewritten slide; fails the test with the AI Helper's message when it did not rewrite. */
function rewritten(result: SlideRewriteResult): Slide {
  if (!result.applied) throw new Error(`not applied: ${refusal(result)}`);
  return result.slide;
}

/** Why the AI Helper did not rewrite, as an English reader is told. */
const refusal = (result: SlideRewriteResult) =>
  result.applied ? 'applied' : result.message.map((part) => sayIn('en', part)).join(' ');
const words = (s: Slide) => [s.content, ...s.bullets].join(' ').split(/\s+/).length;
const text = (s: Slide) => [s.title, s.content, ...s.bullets, s.notes].join('\n');

describe('the documented instructions', () => {
  it.each(AI_HELPER_INSTRUCTIONS.map((instruction) => [instruction.say, instruction.id]))(
    '"%s" is read as %s, with words of a slide in its placeholder',
    (say, id) => {
      const read = readInstructions(say.replace(/<[^<>]+>/, 'cold rooms at the farm gate'));
      expect(read.ok && read.instructions.map((instruction) => instruction.id)).toEqual([id]);
    },
  );

  it.each([
    ['We do not take a commission', ['commission']],
    ["we don't take commissions", ['commissions']],
    ['Remove the claim that we take a commission', ['commission']],
    ["Don't mention the commission", ['commission']],
    ['There is no commission', ['commission']],
    ['The 1,200 customers figure is wrong', ['1,200', 'customers']],
  ])('reads "%s" as removing a claim', (prompt, words) => {
    const read = readInstructions(prompt);
    expect(read.ok && read.instructions).toEqual([expect.objectContaining({ id: 'removeClaim', words })]);
  });

  it('reads negations and several instructions in one prompt', () => {
    const read = readInstructions('We do not take a commission. Make it shorter and focus on banks');
    expect(read).toEqual({
      ok: true,
      instructions: [
        { id: 'removeClaim', claim: 'take a commission', words: ['commission'] },
        { id: 'shorten' },
        { id: 'focus', on: 'banks', words: ['banks'] },
      ],
    });
  });
});

describe('builtin AI Helper (rewriteSlide)', () => {
  let problem: Slide;
  let model: Slide;
  beforeAll(async () => {
    problem = await slide('Problem');
    model = await slide('Business Model');
  });

  it('makes a slide shorter without cutting sentences mid-word', async () => {
    const shorter = rewritten(await ai.rewriteSlide(brief, problem, 'Make it shorter and more concise'));

    expect(words(shorter)).toBeLessThan(words(problem));
    expect(shorter.bullets.length).toBeLessThanOrEqual(3);
    expect(shorter.bullets.join(' ')).not.toMatch(/…/);
    expect(shorter).toMatchObject({ id: problem.id, type: problem.type });
  });

  it("adds detail from the slide's own facts, and says so when every fact is already there", async () => {
    const bare = { ...problem, bullets: problem.bullets.slice(0, 1) };
    const detailed = rewritten(await ai.rewriteSlide(brief, bare, 'Add more detail'));

    expect(detailed.bullets).toEqual(problem.bullets);
    expect(detailed.notes).toContain('Banks rarely lend against a harvest.');
    expect(refusal(await ai.rewriteSlide(brief, problem, 'Add more detail'))).toBe(
      'Every fact you gave on your problem is already on this slide.',
    );
  });

  it('turns the lead paragraph into bullets', async () => {
    const listed = rewritten(await ai.rewriteSlide(brief, problem, 'make it bullets'));

    expect(listed.content).toBe('');
    expect(listed.bullets).toEqual([
      'Up to 40% of fresh produce spoils between farm and market in Kenya',
      ...problem.bullets,
    ]);
  });

  it('makes a slide more formal and, asked, friendlier again', async () => {
    const casual = {
      ...problem,
      content: "Hello! We're fixing this. It's a real loss!",
      bullets: ["Farmers can't wait"],
    };

    const formal = rewritten(await ai.rewriteSlide(brief, casual, 'Make it more formal'));
    expect(formal.content).toBe('We are fixing this. It is a real loss.');
    expect(formal.bullets).toEqual(['Farmers cannot wait']);

    const friendly = rewritten(await ai.rewriteSlide(brief, formal, 'Change the tone to friendly'));
    expect(friendly.content).toBe("We're fixing this. It's a real loss.");
    expect(friendly.bullets).toEqual(["Farmers can't wait"]);
  });

  it('simplifies jargon into plain language, keeping the chart', async () => {
    const market = await slide('Market Size');
    const plain = rewritten(await ai.rewriteSlide(brief, market, 'Simplify this, plain language please'));

    const said = [plain.content, ...plain.bullets].join(' ');
    expect(said).not.toMatch(/\b(TAM|SAM|SOM)\b/);
    expect(said).toMatch(/Total market USD 9bn/);
    expect(plain.type).toBe('chart');
    expect(plain.chart).toEqual(market.chart);
  });

  it("adds the facts we have that belong to the slide's topic and are not on it yet", async () => {
    const bare = { ...model, bullets: [] };
    const added = rewritten(await ai.rewriteSlide(brief, bare, 'Add the facts we have'));

    // The price is in the lead already: only the commission is new.
    expect(added.bullets).toEqual(['We take a 5% commission on every sale to buyers']);
    expect(refusal(await ai.rewriteSlide(brief, problem, 'add the facts we have'))).toBe(
      'Every fact you gave on your problem is already on this slide.',
    );
  });

  it("adds a topic's facts when asked by name, and answers plainly when there are none", async () => {
    const withRivals = rewritten(await ai.rewriteSlide(brief, problem, 'Add our competitors'));
    expect(withRivals.bullets).toContain('Competitors: Informal middlemen, large aggregators, cooperatives');

    const answer = await ai.rewriteSlide(noRivals, await slide('Problem', noRivals), 'add competitors');
    expect(answer).toMatchObject({ applied: false, message: [{ id: AI_HELPER_REFUSALS.noFacts.id }] });
    expect(refusal(answer)).toBe(
      'Your facts have no competitors yet, and the AI Helper only adds what your facts say. Add them on the outline page (Facts), then ask again.',
    );
  });

  it('removes a claim said as a negation, and the fact it was, so nothing brings it back', async () => {
    expect(text(model)).toMatch(/commission/);
    const result = await ai.rewriteSlide(brief, model, 'We do not take a commission');
    const after = rewritten(result);

    expect(text(after)).not.toMatch(/commission/i);
    expect(after.content).toBe('Farmers pay KES 30 per crate per day.');
    expect(result.applied && result.factChanges).toEqual([
      { fact: 'businessModel', removed: 'We take a 5% commission on every sale to buyers' },
    ]);
    const facts = result.applied ? result.facts! : brief.facts!;
    expect(facts.businessModel).toMatchObject({
      text: 'Farmers pay KES 30 per crate per day.',
      price: { figure: 'KES 30' },
    });
    expect(facts.businessModel?.rate).toBeUndefined();
    expect(facts.problem).toEqual(brief.facts!.problem);

    // Speaker notes, a new generation and 'add the facts we have' start from the facts: the claim stays out.
    expect(speakerNotes(after)).not.toMatch(/commission/i);
    const later = { ...brief, facts };
    const deck = await ai.slides(later, await ai.outline(later));
    expect(JSON.stringify(deck)).not.toMatch(/commission|5%/i);
    const refilled = await ai.rewriteSlide(later, { ...after, bullets: [] }, 'add the facts we have');
    expect(JSON.stringify(refilled)).not.toMatch(/commission/i);
  });

  it("removes a figure the founder takes back ('remove the 1,200 customers line') from the facts too", async () => {
    const traction = await slide('Traction');
    const result = await ai.rewriteSlide(brief, traction, 'Remove the 1,200 customers line');

    expect(text(rewritten(result))).not.toContain('1,200');
    expect(result.applied && result.factChanges).toEqual([{ fact: 'customers', removed: '1,200 customers' }]);
    expect(result.applied && result.facts?.customers).toEqual([]);
  });

  it('says so when the slide does not make the claim, and changes nothing', async () => {
    expect(refusal(await ai.rewriteSlide(brief, problem, 'remove the commission line'))).toBe(
      'Nothing on this slide says "the commission line".',
    );
  });

  it('puts figures first when asked to be persuasive, and turns hopes into will when asked to be confident', async () => {
    const persuasive = rewritten(await ai.rewriteSlide(brief, problem, 'Make it more persuasive for investors'));
    expect(persuasive.bullets[0]).toBe('Proof: 1,200 customers');
    expect(persuasive.bullets[1]).toMatch(/\d/);

    const hopeful = { ...problem, content: 'SokoFresh aims to end the loss. We believe that farmers could earn more.' };
    const confident = rewritten(await ai.rewriteSlide(brief, hopeful, 'sound more confident'));
    expect(confident.content).toBe('SokoFresh will end the loss. Farmers can earn more.');
  });

  it("mentions a point in the founder's words, and puts first what the founder names", async () => {
    const partner = rewritten(await ai.rewriteSlide(brief, problem, 'Mention our partnership with Twiga Foods'));
    expect(partner.bullets[0]).toBe('Our partnership with Twiga Foods');

    const banks = rewritten(await ai.rewriteSlide(brief, problem, 'Focus on banks'));
    expect(banks.bullets[0]).toBe('Banks rarely lend against a harvest');
    expect(refusal(await ai.rewriteSlide(brief, problem, 'Focus on drought'))).toBe(
      'Nothing on this slide is about "drought", so there is nothing to put first.',
    );
  });

  it('answers plainly what it cannot do, naming what it can, and never writes word salad', async () => {
    for (const [prompt, reason] of [
      ['drought resilience', 'The AI Helper does not know how to "drought resilience".'],
      ['Translate it into Swahili', AI_HELPER_REFUSALS.translate.defaultMessage],
      ['make a chart of our sales', AI_HELPER_REFUSALS.visual.defaultMessage],
      ['ok', 'The AI Helper does not know how to "ok".'],
      ['Make it shorter and translate into French', AI_HELPER_REFUSALS.translate.defaultMessage],
    ]) {
      const answer = await ai.rewriteSlide(brief, problem, prompt!);
      expect(refusal(answer)).toBe(`${reason} ${sayIn('en', aiHelperCanDo())}`);
    }
    expect(sayIn('en', aiHelperCanDo())).toContain('Remove the line "<a line on the slide>"');
    expect(JSON.stringify(await ai.rewriteSlide(noRivals, problem, 'competitors'))).not.toMatch(/addresses it/);
  });

  it('says the slide already reads that way instead of changing something else, and is deterministic', async () => {
    const short = rewritten(await ai.rewriteSlide(brief, problem, 'shorter'));
    expect(refusal(await ai.rewriteSlide(brief, short, 'shorter'))).toBe(AI_HELPER_REFUSALS.unchanged.defaultMessage);
    expect(await ai.rewriteSlide(brief, problem, 'make it bullets')).toEqual(
      await ai.rewriteSlide(brief, problem, 'make it bullets'),
    );
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

    const after = rewritten(await ai.rewriteSlide(today, edited, 'make it bullets'));

    expect(after).toMatchObject({ id: stored.id, type: 'team' });
    expect(after.team).toEqual([
      { ...TEAM[0], bio: 'Ran cold chains for Twiga Foods' },
      { name: 'Amina Yusuf', role: 'COO' },
    ]);
    const said = text(after);
    expect(said).toContain('Wanjiru Kamau, CEO: Ran cold chains for Twiga Foods');
    expect(said).toContain('Amina Yusuf');
    expect(said).toContain('Advisor: Dr Njeri Maina, ex-KALRO');
    expect(said).not.toMatch(/Otieno|Ex-Unilever/);
  });
});
