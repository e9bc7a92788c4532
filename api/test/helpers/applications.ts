import type { Application, Deck, FactSheet } from '@kuza/contracts';
import type { AuthTestApp } from './auth';
import { verifiedAccount } from './auth';
import { as, createAiDeck } from './decks';

/** SokoFresh's facts as its founder confirmed them on the outline page. */
export const SOKOFRESH_FACTS: FactSheet = {
  company: { text: 'SokoFresh rents solar cold rooms to smallholder farmers in Nairobi, Kenya.', source: 'typed' },
  oneLiner: { text: 'Cold storage for farmers.', source: 'typed' },
  audience: { text: 'Smallholder farmers around Nairobi.', source: 'typed' },
  problem: {
    text: 'Farmers in Kenya lose 30% of their harvest before it reaches a market. Cold rooms are far away and expensive.',
    source: 'typed',
  },
  solution: { text: 'Solar-powered cold rooms near farms, paid per crate.', source: 'typed' },
  businessModel: { text: 'KES 50 per crate per day.', source: 'typed' },
  traction: {
    text: '1,200 paying farmers since 2023. Revenue of USD 4,000 a month. We raised USD 150k from angels.',
    source: 'typed',
  },
  customers: [],
  team: [
    { name: 'Amina Njoroge', role: 'CEO', source: 'typed' },
    { name: 'Kwame Mensah', role: 'CTO', source: 'typed' },
  ],
  ask: { text: 'We are raising a USD 500k seed round.', source: 'typed' },
  useOfFunds: [],
  milestones: [],
};

/** Saves the deck's facts as the outline page does. */
export async function setFacts(ctx: AuthTestApp, cookie: string, deckId: string, facts: FactSheet): Promise<Deck> {
  const deck = (await ctx.app.inject({ method: 'GET', url: `/decks/${deckId}`, ...as(cookie) })).json<Deck>();
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/decks/${deckId}`,
    payload: { version: deck.version, facts },
    ...as(cookie),
  });
  if (saved.statusCode !== 200) throw new Error(`facts not saved: ${saved.body}`);
  return saved.json<Deck>();
}

/** A founder with a deck whose facts are `facts`. */
export async function founderWithFacts(ctx: AuthTestApp, facts: FactSheet = SOKOFRESH_FACTS, inputs = {}) {
  const founder = await verifiedAccount(ctx);
  const deck = await createAiDeck(ctx, founder.cookie, inputs);
  return { ...founder, deck: await setFacts(ctx, founder.cookie, deck.id, facts) };
}

export async function draft(ctx: AuthTestApp, cookie: string, deckId: string, program: string): Promise<Application> {
  const made = await ctx.app.inject({
    method: 'POST',
    url: `/decks/${deckId}/applications`,
    payload: { program },
    ...as(cookie),
  });
  if (made.statusCode !== 201) throw new Error(`not drafted: ${made.body}`);
  return made.json<{ application: Application }>().application;
}
