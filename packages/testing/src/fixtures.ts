import {
  applyListChanges,
  type Deck,
  type DeckSummary,
  type ListChanges,
  type PublicUser,
  type Resume,
  type UpdateDeckInput,
  type UpdateResumeInput,
} from '@kuza/contracts';

export function aDeck(overrides: Partial<Deck> = {}): Deck {
  return {
    id: '64b000000000000000000001',
    workspaceId: 'w1',
    authorId: 'u1',
    name: 'SokoFresh',
    status: 'Draft',
    template: 'Custom Template',
    theme: { id: 'savanna' },
    language: 'en',
    inputs: {},
    outline: [
      { id: 's1', title: 'Title Slide', description: 'Company name, logo, and tagline.' },
      { id: 's2', title: 'Problem', description: 'What problem are you solving?' },
      { id: 's3', title: 'Solution', description: 'Your product or service.' },
    ],
    slides: [],
    version: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aSummary(overrides: Partial<DeckSummary> = {}): DeckSummary {
  return {
    id: '64b000000000000000000001',
    name: 'SokoFresh',
    status: 'Draft',
    template: 'Custom Template',
    slideCount: 0,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    firstname: 'Amara',
    lastname: 'Okafor',
    email: 'amara@example.com',
    emailVerified: true,
    providers: ['password'],
    onboarding: {},
    locale: 'en',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aResume(overrides: Partial<Resume> = {}): Resume {
  return {
    id: 'r1',
    workspaceId: 'w1',
    ownerId: 'u1',
    name: 'Amara Okafor',
    status: 'Complete',
    template: 'Modern',
    language: 'en',
    sections: [
      { id: 's1', label: 'Summary', content: 'Founder of **SokoFresh**, a Lagos agritech.' },
      { id: 's2', label: 'Experience', content: 'SokoFresh — CEO\n- Grew to 5,000 farmers\n- Raised $1.2M seed' },
      { id: 's3', label: 'Education', content: 'BSc Agriculture, University of Ibadan' },
      { id: 's4', label: 'Skills', content: '- Fundraising\n- Supply chains' },
    ],
    inputs: { name: 'Amara Okafor', role: 'Co-founder & CEO' },
    version: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * What the API keeps of a save (PUT /decks/:id, PUT /resumes/:id): the fields sent, each list sent as
 * its changes applied to the list it has (applyListChanges, as the API does), and the next version;
 * the changes themselves are not part of the document. Null when a change names an item the
 * document no longer has (the API's 409).
 */
function afterSave<T extends { version: number }>(
  document: T,
  body: object,
  lists: ReadonlyArray<[changesField: string, listField: keyof T & string]>,
): T | null {
  const saved: Record<string, unknown> = { ...document, ...body };
  for (const [changesField, listField] of lists) {
    const changes = (body as Record<string, ListChanges<{ id: string }> | undefined>)[changesField];
    delete saved[changesField];
    if (!changes) continue;
    const applied = applyListChanges(document[listField] as unknown as Array<{ id: string }>, changes);
    if ('missing' in applied) return null;
    saved[listField] = applied.items;
  }
  return { ...(saved as T), version: document.version + 1 };
}

/** The deck the API answers after saving `body` on `deck` (null: the API's 409). */
export function deckAfterSave(deck: Deck, body: UpdateDeckInput): Deck | null {
  return afterSave(deck, body, [
    ['slideChanges', 'slides'],
    ['outlineChanges', 'outline'],
  ]);
}

/** The resume the API answers after saving `body` on `resume` (null: the API's 409). */
export function resumeAfterSave(resume: Resume, body: UpdateResumeInput): Resume | null {
  return afterSave(resume, body, [['sectionChanges', 'sections']]);
}
