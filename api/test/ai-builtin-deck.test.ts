import { DEFAULT_DECK_SLIDES, INDUSTRIES, type Slide } from '@kuza/contracts';
import { INDUSTRY_PROFILES } from '../src/modules/ai/builtin/industries';
import { createAiProvider } from '../src/modules/ai/create-provider';
import { AiProviderError } from '../src/modules/ai/provider/errors';
import { briefFor, TEAM } from './helpers/ai-brief';

/** Every string on slides or outline sections, one per line, for "does it mention…" checks. */
export function allText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n');
  return '';
}

export const PLACEHOLDERS = [/\[/, /lorem/i, /TODO/, /your company/i, /\bTBD\b/, /\bXX+\b/, /undefined|NaN|\bnull\b/];

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });

async function deckFor(brief = briefFor()) {
  const outline = await ai.outline(brief);
  const slides = await ai.slides(brief, outline);
  return { outline, slides, text: allText([...outline, ...slides]) };
}

const byTitle = (slides: Slide[], title: string) => slides.find((slide) => slide.title === title) as Slide;

/** A city for each local currency, so every currency is exercised across the 11 industries. */
const CITIES: ReadonlyArray<[string, string]> = [
  ['NGN', 'Lagos'],
  ['KES', 'Nairobi'],
  ['ZAR', 'Johannesburg'],
  ['GHS', 'Accra'],
  ['EGP', 'Cairo'],
  ['XOF', 'Dakar'],
];

/** Every 'USD 13k (≈ GHS 156k' on a deck, as [USD figure, local figure]. */
const moneyPairs = (text: string) =>
  [...text.matchAll(/USD ([\d.,]+(?:k|M|bn|trn)?) \(≈ ([A-Z]{3} [\d.,]+(?:k|M|bn|trn)?)/g)].map((m) => [m[1], m[2]]);

const GOAL = 'Reach 10,000 paying customers across East Africa by 2028';

describe('builtin deck generation', () => {
  describe.each(INDUSTRIES.map((industry) => [industry]))('for %s', (industry) => {
    const brief = briefFor(
      {
        startupName: 'Zuri Labs',
        industry,
        yearFounded: 2019,
        customers: 4321,
        objective: 'Raise a USD 750k seed round',
      },
      { goal: GOAL },
    );

    it('writes 12 slides that mention the startup, its industry framing, founding year, customers and objective', async () => {
      const { outline, slides, text } = await deckFor(brief);
      const profile = INDUSTRY_PROFILES[industry];

      expect(outline.map((section) => section.title)).toEqual([...DEFAULT_DECK_SLIDES]);
      expect(slides).toHaveLength(12);
      for (const needle of [
        'Zuri Labs',
        '2019',
        '4,321',
        'Raise a USD 750k seed round',
        profile.problems[0],
        profile.pain,
      ])
        expect(text).toContain(needle);
      expect(text).toContain(profile.competitors[0].name);
    });

    it('leaves no placeholders, and every content slide has a lead, 3–5 bullets and spoken notes', async () => {
      const { slides, text } = await deckFor(brief);

      for (const pattern of PLACEHOLDERS) expect(text).not.toMatch(pattern);
      for (const slide of slides.filter((s) => s.type === 'content')) {
        expect(slide.content).toMatch(/\.$/);
        expect(slide.bullets.length).toBeGreaterThanOrEqual(3);
        expect(slide.bullets.length).toBeLessThanOrEqual(5);
        const sentences = slide.notes.split(/(?<=\.)\s/).length;
        expect(sentences).toBeGreaterThanOrEqual(2);
        expect(sentences).toBeLessThanOrEqual(4);
      }
    });

    it('charts market size and financials, tabulates competition and shows the given team', async () => {
      const { slides } = await deckFor(brief);

      const market = byTitle(slides, 'Market Size');
      expect(market.type).toBe('chart');
      expect(market.chart).toMatchObject({ kind: 'bar', labels: ['TAM', 'SAM', 'SOM'] });
      const [tam, sam, som] = market.chart!.series[0].values;
      expect(tam).toBeGreaterThan(sam);
      expect(sam).toBeGreaterThan(som);
      expect(som).toBeGreaterThan(0);

      const financials = byTitle(slides, 'Financials');
      expect(financials.type).toBe('chart');
      expect(financials.chart!.labels).toEqual(['2026', '2027', '2028', '2029', '2030']);
      const revenue = financials.chart!.series[0].values;
      expect(revenue.every((value, i) => value > 0 && (i === 0 || value > revenue[i - 1]))).toBe(true);

      const competition = byTitle(slides, 'Competition');
      expect(competition.type).toBe('table');
      const rows = competition.table!.rows;
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.at(-1)![0]).toBe('Zuri Labs');
      expect(new Set(rows.map((row) => row.length)).size).toBe(1);

      const team = byTitle(slides, 'Team');
      expect(team.type).toBe('team');
      expect(team.team!.map((member) => member.name)).toEqual(TEAM.map((member) => member.name));
      expect(byTitle(slides, 'Zuri Labs').type).toBe('title');
    });

    it("puts the founder's onboarding goal on the Funding and Thank You slides and in their notes", async () => {
      const { slides, text } = await deckFor(brief);

      for (const title of ['Funding', 'Thank You']) {
        const slide = byTitle(slides, title);
        expect(slide.bullets).toContain(`Our goal: ${GOAL}`);
        expect(slide.notes).toContain(GOAL);
      }
      // The tools picked in onboarding (briefFor picks 'Create pitch deck') are not the startup's goals.
      expect(text).not.toContain('Create pitch deck');
      // The closing card names who the startup serves.
      expect(byTitle(slides, 'Thank You').bullets.join(' ')).toContain('Smallholder farmers');
    });

    it('shows every money figure in USD with the local currency of the place named beside it', async () => {
      const [code, city] = CITIES[INDUSTRIES.indexOf(industry) % CITIES.length];
      const { slides, text } = await deckFor(
        briefFor({ ...brief.inputs, description: `Zuri Labs serves customers in ${city}.` }, { targetAudience: '' }),
      );

      const pairs = moneyPairs(text);
      expect(pairs.length).toBeGreaterThanOrEqual(5);
      expect(pairs.every(([, local]) => local.startsWith(`${code} `))).toBe(true);
      for (const title of ['Market Size', 'Business Model', 'Financials', 'Funding'])
        expect(allText(byTitle(slides, title))).toMatch(new RegExp(`USD [\\d.,]+\\w* \\(≈ ${code} [\\d.,]+`));
      expect(text).toContain(`USD 1 ≈ ${code} `);
    });
  });

  it('converts one USD figure to one local amount wherever it appears in a deck', async () => {
    for (const [index, industry] of INDUSTRIES.entries()) {
      for (const [, city] of CITIES) {
        const { text } = await deckFor(
          briefFor({
            industry,
            customers: 1000 + index * 977,
            description: `Zuri Labs serves customers in ${city}.`,
          }),
        );
        const localsOf = new Map<string, Set<string>>();
        for (const [usd, local] of moneyPairs(text)) localsOf.set(usd, (localsOf.get(usd) ?? new Set()).add(local));
        const conflicts = [...localsOf].filter(([, locals]) => locals.size > 1).map(([usd, l]) => `${usd}: ${[...l]}`);
        expect(`${industry} in ${city}: ${conflicts.join('; ')}`).toBe(`${industry} in ${city}: `);
      }
    }
  });

  it('gives the same deck for the same brief', async () => {
    expect(await deckFor()).toEqual(await deckFor());
  });

  it('writes hiring guidance, not brackets, when the founder has no team yet', async () => {
    const { slides } = await deckFor(briefFor({}, { team: [] }));

    const team = byTitle(slides, 'Team');
    expect(team.type).toBe('content');
    expect(team.bullets.join(' ')).toMatch(/Hiring next: a field-operations lead/);
    expect(team.notes).toMatch(/add each founder/);
  });

  it('adapts the outline to an accelerator application and a partnership', async () => {
    const accelerator = await ai.outline(briefFor({ objective: 'Get into Y Combinator' }));
    const partnership = await ai.outline(
      briefFor({ objective: 'Sign a distribution partnership with a dairy cooperative' }),
    );

    expect(accelerator.map((s) => s.title)).toContain('The Ask');
    expect(accelerator.findIndex((s) => s.title === 'Traction')).toBe(3);
    expect(partnership.map((s) => s.title)).toContain('Partnership Proposal');
    expect(partnership.map((s) => s.title)).not.toContain('Funding');
  });

  it('shows money in the currency of the place named, or in NGN and KES when none is', async () => {
    const kenya = await deckFor();
    const dakar = await deckFor(
      briefFor({ description: 'Ndiaye Pay lets market traders in Dakar accept mobile money.' }),
    );
    const nowhere = await deckFor(
      briefFor({ description: 'Cold rooms for farmers, paid per crate.' }, { targetAudience: 'farmers' }),
    );

    expect(byTitle(kenya.slides, 'Funding').content).toContain('USD 500k (≈ KES 65M)');
    expect(dakar.text).toContain('XOF');
    expect(dakar.text).not.toContain('KES');
    expect(byTitle(nowhere.slides, 'Funding').content).toContain('USD 500k (≈ NGN 750M / KES 65M)');
  });

  it("keeps the structure of pasted text as the outline, and fills those slides with the founder's points", async () => {
    const brief = briefFor({
      pastedText:
        '# Problem\n- 40% of produce spoils before sale\n# Traction\n- 3,200 farmers onboarded\n# The Ask\n- Raising USD 2.5m',
    });
    const outline = await ai.outline(brief);
    const slides = await ai.slides(brief, outline);

    expect(outline.map((s) => s.title)).toEqual(['Problem', 'Traction', 'The Ask']);
    expect(slides.map((s) => s.bullets[0])).toEqual([
      '40% of produce spoils before sale',
      '3,200 farmers onboarded',
      'Raising USD 2.5m',
    ]);
  });

  it('reports each slide as it is made, in order, and stops when aborted', async () => {
    const brief = briefFor();
    const outline = await ai.outline(brief);
    const seen: string[] = [];
    await ai.slides(brief, outline, (slide, index, total) => seen.push(`${index + 1}/${total} ${slide.title}`));
    expect(seen[0]).toBe('1/12 SokoFresh');
    expect(seen[11]).toBe('12/12 Thank You');

    const controller = new AbortController();
    const partial = ai.slides(brief, outline, (_slide, index) => index === 2 && controller.abort(), controller.signal);
    await expect(partial).rejects.toMatchObject({ code: 'aborted' });
    await expect(partial).rejects.toBeInstanceOf(AiProviderError);
  });

  it('follows an edited outline: renamed, added and imported sections get the right kind of slide', async () => {
    const brief = briefFor();
    const slides = await ai.slides(brief, [
      { id: 'a', title: 'Market Opportunity', description: '' },
      { id: 'b', title: 'Why Now', description: '' },
      {
        id: 'c',
        title: 'Women Farmers First',
        description: 'Most smallholders in Kenya are women. Cold rooms give them control over when to sell.',
      },
      {
        id: 'd',
        title: 'Traction',
        description: '3,200 farmers and 410 retailers onboarded. Net revenue retention 124%.',
      },
    ]);

    // Traction's points lead with figures, so generation lays it out as big numbers.
    expect(slides.map((slide) => slide.type)).toEqual(['chart', 'content', 'content', 'kpi']);
    expect(slides[1].bullets).toContain(INDUSTRY_PROFILES.Agritech.whyNow[0].replace(/\.$/, ''));
    expect(slides[2].content).toBe('Most smallholders in Kenya are women.');
    expect(slides[3].bullets.slice(0, 2)).toEqual([
      '3,200 farmers and 410 retailers onboarded',
      'Net revenue retention 124%',
    ]);
  });

  it('still writes a full deck, with no gaps, from an empty brief', async () => {
    const { slides, text } = await deckFor({ inputs: {}, founder: {} });

    expect(slides).toHaveLength(12);
    for (const pattern of PLACEHOLDERS) expect(text).not.toMatch(pattern);
    expect(slides[0].title).toBe('The company');
    expect(text).not.toMatch(/founded in| {2}/);
    expect(text).toContain('USD 1 ≈ NGN 1,500, USD 1 ≈ KES 130');
  });

  it('builds a 12-slide deck in well under 50 ms (median of 10, so a busy machine does not fail it)', async () => {
    const times: number[] = [];
    for (let run = 0; run < 10; run += 1) {
      const started = performance.now();
      await deckFor();
      times.push(performance.now() - started);
    }
    expect(times.sort((a, b) => a - b)[5]).toBeLessThan(50);
  });
});
