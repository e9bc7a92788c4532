import { INDUSTRIES, missingFacts, readFigures, slideText, type Slide } from '@kuza/contracts';
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
        description: 'Zuri Labs serves customers in Nairobi.',
      },
      { goal: GOAL },
      '',
    );

    it('writes 12 slides that carry the startup, its customers and its ask, and no figure it was not given', async () => {
      const { outline, slides, text } = await deckFor(brief);

      expect(outline).toHaveLength(12);
      expect(slides).toHaveLength(12);
      for (const needle of ['Zuri Labs', '4,321', 'USD 750k']) expect(text).toContain(needle);
      // The team's bios come from their resumes: facts too.
      const given = new Set(
        readFigures(`4321 2019 USD 750k ${GOAL} ${TEAM.map((m) => m.bio).join(' ')}`).map((figure) => figure.value),
      );
      const slideFigures = readFigures(slides.map(slideText).join('\n')).map((figure) => figure.text);
      expect(slideFigures.filter((figure) => !given.has(readFigures(figure)[0].value))).toEqual([]);
    });

    it('leaves no placeholders, and lists every slide it could not write from facts with its question', async () => {
      const { slides, text } = await deckFor(brief);

      for (const pattern of PLACEHOLDERS) expect(text).not.toMatch(pattern);
      for (const slide of slides) expect(slide.notes.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
      const missing = missingFacts(brief.facts!, slides, 'Zuri Labs').map((item) => item.slideTitle);
      expect(missing).toEqual(
        expect.arrayContaining(['Problem', 'Market Size', 'Business Model', 'Competition', 'Financials']),
      );
      expect(missing).not.toContain('Team');
    });
  });

  it('writes no market chart, projection or use of funds the founder did not give', async () => {
    const { slides, text } = await deckFor(briefFor({}, {}, ''));

    expect(slides.some((slide) => slide.chart)).toBe(false);
    expect(text).not.toMatch(/TAM|SAM|SOM|projected|first cohort|%/);
    // No stock sentence stands in for a business model the founder did not describe: the facts panel asks.
    expect(byTitle(slides, 'Business Model').content).toBe('');
  });

  it('charts the market sizes the founder gave, and splits the money as they said', async () => {
    const { slides } = await deckFor(briefFor());

    const market = byTitle(slides, 'Market Size');
    expect(market.chart).toMatchObject({ kind: 'bar', labels: ['TAM', 'SAM', 'SOM'] });
    expect(market.chart!.series[0].values).toEqual([9e9, 1.4e9, 6e7]);
    expect(byTitle(slides, 'Funding').bullets).toEqual(['50% cold rooms', '30% field agents', '20% software']);
  });

  it('shows the given team with their roles, and says no head count that differs from it', async () => {
    const { slides } = await deckFor(briefFor({}, { team: [...TEAM, { name: 'Achieng Mutua', role: 'COO' }] }));

    const team = byTitle(slides, 'Team');
    expect(team.type).toBe('team');
    expect(team.team!.map((member) => member.name)).toEqual(['Wanjiru Kamau', 'Otieno Ochieng', 'Achieng Mutua']);
    expect(slideText(team)).not.toMatch(/one founder|two people/i);
  });

  it('never calls a subscription a commission, nor adds a business model the founder did not state', async () => {
    const { text } = await deckFor(
      briefFor(
        {
          startupName: 'ShambaLink',
          description:
            'Drone crop monitoring for smallholder farmers in Kenya. Farmers pay a subscription of KES 500 per acre per month.',
          customers: 1200,
        },
        {},
        '',
      ),
    );

    expect(text).toContain('KES 500 per acre per month');
    expect(text).not.toMatch(/commission|verified buyers|first cohort|\b200 farmers/i);
  });

  it('gives the same deck for the same brief', async () => {
    expect(await deckFor()).toEqual(await deckFor());
  });

  it('leaves the Team slide for the founder to fill, and asks for the team, when the founder has none yet', async () => {
    const brief = briefFor({}, { team: [] });
    const { slides } = await deckFor(brief);

    const team = byTitle(slides, 'Team');
    expect(team.type).toBe('content');
    expect([team.content, ...team.bullets].join('')).toBe('');
    expect(missingFacts(brief.facts!, slides, 'SokoFresh').map((item) => item.slideTitle)).toContain('Team');
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

  it("keeps the structure of pasted text as the outline, and fills those slides with the founder's points", async () => {
    const brief = briefFor(
      {
        pastedText:
          '# Problem\n- 40% of produce spoils before sale\n# Traction\n- 3,200 farmers onboarded\n# The Ask\n- Raising USD 2.5m',
      },
      {},
      '',
    );
    const outline = await ai.outline(brief);
    const slides = await ai.slides(brief, outline);

    expect(outline.map((s) => s.title)).toEqual(['Problem', 'Traction', 'The Ask']);
    expect(slides.map((s) => s.content)).toEqual([
      '40% of produce spoils before sale.',
      '3,200 farmers onboarded.',
      'Raising USD 2.5m.',
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

    expect(slides.map((slide) => slide.type)).toEqual(['chart', 'content', 'content', 'kpi']);
    expect(slides[1].content).toBe('');
    expect(slides[2].content).toBe('Most smallholders in Kenya are women.');
    expect(slides[3].content).toBe('3,200 farmers and 410 retailers onboarded.');
    expect(slides[3].bullets[0]).toBe('Net revenue retention 124%');
  });

  it('still writes a full deck, with no gaps, from an empty brief', async () => {
    const { slides, text } = await deckFor({ inputs: {}, founder: {} });

    expect(slides).toHaveLength(12);
    for (const pattern of PLACEHOLDERS) expect(text).not.toMatch(pattern);
    // The cover keeps its section's title until the founder names the company.
    expect(slides[0].title).toBe('Company Name');
    expect(slides.slice(1, -1).every((slide) => !slide.content || !/the company/i.test(slide.content))).toBe(true);
    expect(readFigures(slides.map(slideText).join('\n'))).toEqual([]);
  });
});
