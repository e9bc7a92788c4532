import type { DeckSummary, DocumentListResponse, PublicUser } from '@kuza/contracts';
import { aUser, api, type ApiCall, type ApiReply } from '@kuza/testing';

/**
 * What the creation dialog reads around it, for its tests: the signed-in founder (GET /auth/user) and
 * the workspace's decks (GET /decks); `handler` answers every other request.
 */
export function answerFounder(
  handler: (call: ApiCall) => ApiReply | Promise<ApiReply>,
  { user = aUser(), decks = [] }: { user?: PublicUser; decks?: DeckSummary[] } = {},
) {
  api.answerAll(handler);
  api.on('GET', '/auth/user', { body: { user } });
  api.on<DocumentListResponse<DeckSummary>>('GET', '/decks', { body: { items: decks, canDelete: true } });
}
