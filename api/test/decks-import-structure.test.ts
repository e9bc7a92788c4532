import type { Deck } from '@kuza/contracts';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';
import { sampleDeck } from './fixtures/files/sample-documents';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

describe('POST /decks/import', () => {
  it('gives a founder back the table and subtitle of a deck they exported', async () => {
    const rows = [
      ['Quarter', 'Hospitals', 'Records', 'Revenue'],
      ['Q4 2025', '3', '184', '1,150,000'],
      ['Q1 2026', '9', '41\u202f200', 'GHS 36,000'],
    ];
    const exported: Deck = {
      ...sampleDeck(),
      slides: [
        { id: 'a', type: 'title', title: 'MedLink', content: 'Health records for clinics', bullets: [], notes: '' },
        { id: 'b', type: 'table', title: 'Traction', content: '', bullets: [], notes: '', table: { rows } },
      ],
    };
    const { cookie } = await verifiedAccount(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/decks/import?filename=medlink.pptx',
      payload: await deckToPptx(exported),
      headers: { ...as(cookie).headers, 'content-type': 'application/octet-stream' },
    });
    expect(response.statusCode).toBe(201);
    const stored = (
      await ctx.app.inject({ method: 'GET', url: `/decks/${response.json<Deck>().id}`, ...as(cookie) })
    ).json<Deck>();
    expect(
      stored.slides.map(({ type, title, content, bullets, table }) => ({ type, title, content, bullets, table })),
    ).toEqual([
      { type: 'title', title: 'MedLink', content: 'Health records for clinics', bullets: [], table: undefined },
      { type: 'table', title: 'Traction', content: '', bullets: [], table: { rows } },
    ]);
  });
});
