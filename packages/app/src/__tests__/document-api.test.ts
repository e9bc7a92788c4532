import { waitFor } from '@testing-library/react';
import type { Deck, DeckSummary, Resume, ResumeSummaryRow, SharedDeck, SharedResume } from '@kuza/contracts';
import { baseApi, createAppStore } from '@kuza/store';
import { aDeck, aResume, api } from '@kuza/testing';
import { documentEndpointsOf, type DocumentKind } from '../documents/document-api';

type Types<D, R, S> = { document: D; row: R; create: object; update: { version: number; name?: string }; shared: S };

const documentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...documentEndpointsOf<Types<Deck, DeckSummary, SharedDeck>>()(build, 'deck'),
    ...documentEndpointsOf<Types<Resume, ResumeSummaryRow, SharedResume>>()(build, 'resume'),
  }),
});

const { deckGet, deckUpdate, deckShareCreate, resumeGet, resumeUpdate, resumeShareCreate } = documentsApi.endpoints;
const deckCalls = { get: deckGet, update: deckUpdate, shareCreate: deckShareCreate };

/** One kind's shared calls, by their names without the kind. */
function calls(kind: DocumentKind) {
  // Typed as the deck's: the two kinds' endpoints differ only in the types of their data.
  const resumeCalls = { get: resumeGet, update: resumeUpdate, shareCreate: resumeShareCreate } as unknown;
  return kind === 'deck' ? deckCalls : (resumeCalls as typeof deckCalls);
}

const stored = { deck: aDeck({ id: 'd1', version: 3 }), resume: aResume({ id: 'd1', version: 3 }) };

describe.each(['deck', 'resume'] as const)("a %s's calls shared with the other kind", (kind) => {
  it('read and save at its own address, and a save is kept from its answer without reading the document again', async () => {
    const store = createAppStore();
    const saved = { ...stored[kind], name: 'Renamed', version: 4 };
    api.on('GET', `/${kind}s/d1`, { status: 200, body: stored[kind] });
    api.on('PUT', `/${kind}s/d1`, { status: 200, body: saved });
    const { get, update } = calls(kind);

    await store.dispatch(get.initiate('d1')).unwrap();
    await store.dispatch(update.initiate({ id: 'd1', version: 3, name: 'Renamed' })).unwrap();

    await waitFor(() => expect(get.select('d1')(store.getState()).data).toMatchObject({ name: 'Renamed', version: 4 }));
    expect(api.sent('PUT', `/${kind}s/d1`).map((call) => call.body)).toEqual([{ version: 3, name: 'Renamed' }]);
    expect(api.sent('GET', `/${kind}s/d1`)).toHaveLength(1);
  });

  it('create the view-only link at /:id/share', async () => {
    const store = createAppStore();
    const link = { active: true, path: `/share/${kind}/abcdefghijkl`, views: 0 };
    api.on('POST', `/${kind}s/d1/share`, { status: 200, body: link });
    await expect(store.dispatch(calls(kind).shareCreate.initiate('d1')).unwrap()).resolves.toEqual(link);
  });
});
