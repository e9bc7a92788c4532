import { notesSourceOf, type Deck, type Resume, type SharedDeck, type SharedResume, type Slide } from '@kuza/contracts';
import { Types } from 'mongoose';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck } from './helpers/decks';

// Fastify writes only what a route's response schema lists: these tests keep every field the
// editors and the shared pages read in those schemas.

/** A slide as the API stores it: with the fingerprint of the text its notes were written from. */
const asSaved = <T extends Pick<Slide, 'title' | 'content' | 'bullets'>>(slide: T) => ({
  ...slide,
  notesFrom: notesSourceOf(slide),
});

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const SLIDES: Slide[] = [
  {
    id: 's1',
    type: 'title',
    title: 'SokoFresh',
    content: 'Cold rooms for smallholder farmers',
    bullets: [],
    notes: 'Open with the crate story.',
    icon: 'sprout',
    textSizes: { title: 32, content: 18, bullets: 14 },
    media: { src: 'https://images.example/cold-room.jpg', alt: 'A cold room', caption: 'Kiambu, 2024' },
  },
  {
    id: 's2',
    type: 'chart',
    title: 'Traction',
    content: '',
    bullets: ['Crates stored each month'],
    notes: 'Growth since launch.',
    chart: {
      kind: 'bar',
      title: 'Crates a month',
      labels: ['Jan', 'Feb', 'Mar'],
      series: [{ name: 'Crates', values: [120, 340, 910.5] }],
      unit: 'crates',
    },
  },
  {
    id: 's3',
    type: 'table',
    title: 'Market',
    content: 'Where we sell',
    bullets: [],
    notes: '',
    table: {
      rows: [
        ['Segment', 'Size'],
        ['Smallholders', '7.5M'],
      ],
    },
  },
  {
    id: 's4',
    type: 'team',
    title: 'Team',
    content: '',
    bullets: [],
    notes: 'Introduce Amina first.',
    team: [
      {
        name: 'Amina Njeri',
        role: 'CEO',
        bio: 'Ran cold chains at a dairy.',
        imageUrl: 'https://images.example/a.jpg',
      },
      { name: 'Kofi Mensah', role: 'CTO' },
    ],
  },
];

describe('what the decks routes answer', () => {
  it('answers a GET of a deck with every field that was saved, slides with charts, tables, images, icons and notes included', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const changes = {
      name: 'SokoFresh seed',
      status: 'Complete',
      template: 'Minimal',
      theme: { id: 'midnight' },
      outline: [{ id: 'o1', title: 'Problem', description: 'Produce spoils' }],
      slides: SLIDES,
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: { version: deck.version, ...changes },
      ...as(cookie),
    });
    expect(saved.statusCode).toBe(200);

    const fetched = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) });

    expect(fetched.json<Deck>()).toEqual({
      ...changes,
      slides: SLIDES.map(asSaved),
      id: deck.id,
      workspaceId: deck.workspaceId,
      authorId: deck.authorId,
      inputs: {
        startupName: 'SokoFresh',
        industry: 'Agritech',
        objective: 'Raise a $500k pre-seed round',
        yearFounded: 2022,
        customers: 1200,
        description: 'Solar-powered cold rooms for smallholder farmers in Nairobi, paid per crate.',
      },
      facts: deck.facts,
      language: 'en',
      checks: { missing: expect.any(Array), problems: [] },
      version: deck.version + 1,
      createdAt: deck.createdAt,
      updatedAt: expect.any(String),
    });
    expect(saved.json()).toEqual(fetched.json());
  });

  it('shows a shared deck with every slide field but the speaker notes', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: { version: deck.version, slides: SLIDES },
      ...as(cookie),
    });
    const { path } = (await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/share`, ...as(cookie) })).json();

    const shared = (await ctx.app.inject({ method: 'GET', url: path })).json<SharedDeck>();

    expect(shared.slides).toEqual(SLIDES.map((slide) => ({ ...slide, notes: '' })));
    expect(Object.keys(shared).sort()).toEqual(['language', 'name', 'slides', 'theme', 'updatedAt']);
  });

  it('stores slides as they were sent, without ids or empty lists of its own, and reads decks saved before', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const decks = ctx.app.db.connection.collection('decks');
    const _id = new Types.ObjectId(deck.id);
    // As an earlier version left it: a slide without the lists it never had, a share with views.
    const older = {
      id: 'old',
      type: 'content',
      title: 'Why now',
      content: 'Phones everywhere',
      bullets: [],
      notes: '',
    };
    await decks.updateOne({ _id }, { $set: { slides: [older], share: { views: 3 } } });

    const read = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) });
    expect(read.json<Deck>().slides).toEqual([older]);

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: { version: deck.version, slides: [older, SLIDES[1]] },
      ...as(cookie),
    });
    expect(saved.statusCode).toBe(200);
    const stored = await decks.findOne({ _id });
    expect(stored?.slides).toEqual([older, SLIDES[1]!].map(asSaved));
  });

  it('asks for a session before it looks at the body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/decks',
      payload: { mode: 'nonsense' },
      headers: { origin: 'http://localhost:3000' },
    });

    expect([response.statusCode, response.json()]).toMatchObject([401, { error: 'Not signed in' }]);
  });
});

describe('what the resumes routes answer', () => {
  it('answers a GET of a resume with every field that was saved', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const inputs = {
      name: 'Amina Njeri',
      role: 'CEO',
      experience: 'Ran cold chains at a dairy for six years.',
      education: 'BSc Food Science',
      skills: 'Logistics, sales',
      links: 'amina@sokofresh.example',
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/resumes',
      payload: { mode: 'ai', inputs },
      ...as(cookie),
    });
    expect(created.statusCode).toBe(201);
    const resume = created.json<Resume>();
    const changes = {
      name: 'Amina – CEO',
      status: 'Complete',
      template: 'ATS Classic',
      profileImageUrl: 'https://images.example/amina.jpg',
      sections: [
        { id: 'r1', label: 'Summary', content: 'Builds **cold chains**.' },
        { id: 'r2', label: 'Experience', content: '- Dairy logistics lead\n- Founder' },
      ],
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/resumes/${resume.id}`,
      payload: { version: resume.version, ...changes },
      ...as(cookie),
    });
    expect(saved.statusCode).toBe(200);

    const fetched = await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}`, ...as(cookie) });

    expect(fetched.json<Resume>()).toEqual({
      ...changes,
      id: resume.id,
      workspaceId: resume.workspaceId,
      ownerId: resume.ownerId,
      inputs,
      language: 'en',
      version: resume.version + 1,
      createdAt: resume.createdAt,
      updatedAt: expect.any(String),
    });
    const { path } = (
      await ctx.app.inject({ method: 'POST', url: `/resumes/${resume.id}/share`, ...as(cookie) })
    ).json();
    expect((await ctx.app.inject({ method: 'GET', url: path })).json<SharedResume>()).toEqual({
      name: changes.name,
      language: 'en',
      header: { name: 'Amina Njeri', role: 'CEO', contact: 'amina@sokofresh.example' },
      template: changes.template,
      profileImageUrl: changes.profileImageUrl,
      sections: changes.sections,
      updatedAt: expect.any(String),
    });
  });
});
