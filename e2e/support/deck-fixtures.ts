import { expect, type APIRequestContext } from '@playwright/test';
import type { Deck, GenerationStatus } from '@kuza/contracts';
import { e2eOrigin } from './env';

export const api = (path: string) => `${e2eOrigin('api')}${path}`;

/**
 * Creates a deck with AI through the API (the request context must hold a session) and writes its
 * slides from the outline, waiting until the generation is done. Returns the deck as saved.
 */
export async function createGeneratedDeck(request: APIRequestContext, startupName = 'SokoFresh'): Promise<Deck> {
  const created = await request.post(api('/decks'), {
    data: {
      mode: 'ai',
      inputs: {
        startupName,
        industry: 'Agritech',
        objective: 'Raise a $500k pre-seed round',
        description:
          'Solar cold rooms that let Nairobi market traders keep produce fresh, paid per crate by mobile money.',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as Deck;
  const started = await request.post(api(`/decks/${id}/generate`));
  expect(started.status(), await started.text()).toBe(202);
  await expect
    .poll(async () => ((await (await request.get(api(`/decks/${id}/generation`))).json()) as GenerationStatus).state, {
      timeout: 60_000,
    })
    .toBe('done');
  return (await (await request.get(api(`/decks/${id}`))).json()) as Deck;
}
