import type { Deck } from '@kuza/contracts';
import type { DeckFacts } from '../src/modules/ai/builtin/deck-facts';
import { teamSlide } from '../src/modules/ai/builtin/team-slide';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck, generate, ownerAndMember, setMember } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

/** A CV whose first entry names an earlier employer first, and whose job now is listed second. */
const FOLAKE = [
  'Dr. Folake Adeyemi',
  'Experience',
  'International Institute of Tropical Agriculture — Research Scientist (2012 – 2018)',
  '- Led a malaria study of 4,000 households',
  'AfyaNote — Co-founder & CEO (2021 – present)',
  '- Built a clinic network serving 40 clinics',
  'Education',
  'PhD, Public Health, University of Ibadan, 2010 - 2014.',
].join('\n');

async function teamOfDeck(pastedText: string) {
  const { owner, member } = await ownerAndMember(ctx);
  await setMember(ctx, owner.cookie, member.email, { firstName: 'Folake', lastName: 'Adeyemi', role: 'Member' });
  const pasted = await ctx.app.inject({
    method: 'POST',
    url: '/resumes',
    payload: { mode: 'paste', inputs: { pastedText } },
    ...as(member.cookie),
  });
  expect(pasted.statusCode).toBe(201);
  const deck = await createAiDeck(ctx, owner.cookie);
  await generate(ctx, owner.cookie, deck.id);
  const done = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(owner.cookie) })).json<Deck>();
  return done.slides.find((s) => s.type === 'team')!.team!;
}

describe("the Team slide's role line from a resume", () => {
  it('is the role held now at the startup, never the organisation of the first entry', async () => {
    const [card] = await teamOfDeck(FOLAKE);

    expect(card).toMatchObject({ name: 'Folake Adeyemi', role: 'Co-founder & CEO' });
  });

  it("is the CV's headline when it names one", async () => {
    const withHeadline = FOLAKE.replace('Dr. Folake Adeyemi', 'Dr. Folake Adeyemi\nCo-founder & CEO, AfyaNote · Lagos');
    const [card] = await teamOfDeck(withHeadline.replace('AfyaNote — Co-founder & CEO', 'AfyaNote — Medical Lead'));

    expect(card.role).toBe('Co-founder & CEO');
  });
});

describe('the Team slide the AI Helper starts from', () => {
  it("says each member's name, role and bio, and nothing about hires or the team nobody wrote", () => {
    const facts = {
      name: 'AfyaNote',
      profile: { noun: 'health', rolesToHire: ['a sales lead', 'a data engineer', 'a clinical advisor'] },
      team: [{ name: 'Folake Adeyemi', role: 'Co-founder & CEO', bio: 'Led a malaria study of 4,000 households.' }],
    } as unknown as DeckFacts;

    const slide = teamSlide('Team', facts);

    expect(slide.bullets).toEqual(['Folake Adeyemi, Co-founder & CEO: Led a malaria study of 4,000 households']);
    expect(`${slide.content} ${slide.notes}`).not.toMatch(/hiring|sales lead|data engineer|together|experience/i);
    expect(slide.team).toEqual(facts.team);
  });
});
