import type { CollabPresence } from '../collab';

/** An awareness state as a live editor publishes it: its user under `user`. */
export interface AwarenessState {
  user?: Partial<CollabPresence>;
}

/**
 * The others in a document, one entry per person (a teammate with two tabs open counts once, on
 * the slide of one of them), from the provider's awareness states; `selfId` is the
 * signed-in user, never listed. Sorted by name, so the row of avatars does not jump around.
 */
export function othersPresent(states: ReadonlyMap<number, AwarenessState>, selfId: string): CollabPresence[] {
  const byUser = new Map<string, { presence: CollabPresence; clientId: number }>();
  for (const [clientId, state] of states) {
    const user = state?.user;
    if (!user || typeof user.id !== 'string' || !user.id || user.id === selfId) continue;
    const earlier = byUser.get(user.id);
    if (earlier && earlier.clientId > clientId) continue;
    const presence: CollabPresence = { id: user.id, name: typeof user.name === 'string' ? user.name : '' };
    if (typeof user.avatar === 'string') presence.avatar = user.avatar;
    if (typeof user.itemId === 'string') presence.itemId = user.itemId;
    if (typeof user.field === 'string') presence.field = user.field;
    byUser.set(user.id, { presence, clientId });
  }
  return [...byUser.values()]
    .map((entry) => entry.presence)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
