import { useCallback, useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { collabRoomName, liveUrl, type CollabPresence } from '@kuza/contracts/collab';
import { othersPresent, type AwarenessState } from '@kuza/contracts/live';
import type { Slide } from '@kuza/contracts';
import { getRuntimeConfig, selectCurrentUser, useAppSelector } from '@kuza/store';
import { bindDeckRoom, type DeckRoom } from './deck-room';
import { saveRoomNow } from './save-now';

export interface LiveDeck {
  /** The room has synced and the socket is up: the server saves the slides from the room. */
  live: boolean;
  /** The teammates in the deck now, and the slide each is on. */
  others: CollabPresence[];
  /** The deck's name as the room has it (a teammate may rename it). */
  name: string;
  /** Resolves once the saved deck holds the room's content (at once when there is no room). */
  saveNow: () => Promise<boolean>;
}

export interface LiveDeckOptions {
  deck: { id: string; name: string; slides: Slide[] };
  slides: Slide[];
  selectedId: string;
  onRemote: (slides: Slide[]) => void;
}

/**
 * The deck's live room: teammates' edits come in through `onRemote`, this editor's slides go out,
 * and who is on which slide is shared through the room's awareness. Without a signed-in user, or
 * while the socket is down, nothing changes in the editor: `live` stays false.
 */
export function useLiveDeck({ deck, slides, selectedId, onRemote }: LiveDeckOptions): LiveDeck {
  const user = useAppSelector(selectCurrentUser);
  const [live, setLive] = useState(false);
  const [others, setOthers] = useState<CollabPresence[]>([]);
  const [name, setName] = useState(deck.name);
  const room = useRef<DeckRoom | null>(null);
  const provider = useRef<HocuspocusProvider | null>(null);
  const latest = useRef({ slides, onRemote, deck });
  latest.current = { slides, onRemote, deck };
  const userId = user?.id;
  const deckId = deck.id;
  const userName = [user?.firstname, user?.lastname].filter(Boolean).join(' ') || (user?.email ?? '');

  useEffect(() => {
    if (!userId) return undefined;
    const doc = new Y.Doc();
    const { deck: opened } = latest.current;
    const binding = bindDeckRoom(doc, {
      opened: { name: opened.name, slides: opened.slides },
      current: () => latest.current.slides,
      onRemote: (next, nextName) => {
        latest.current.onRemote(next);
        if (nextName.trim()) setName(nextName);
      },
    });
    const connection = new HocuspocusProvider({
      url: liveUrl(getRuntimeConfig().apiUrl),
      name: collabRoomName('deck', deckId),
      document: doc,
      // The session cookie goes with the socket's upgrade request; the server reads it when no token comes.
      token: '',
      onSynced: ({ state }) => {
        if (state) binding.start();
        setLive(state);
      },
      // Refused (no access, a session that ended): the editor goes on saving through REST, without retrying.
      onAuthenticationFailed: () => connection.disconnect(),
      onStatus: ({ status }) => {
        if (status !== 'connected') setLive(false);
      },
      onAwarenessChange: ({ states }) => {
        const byClient = new Map(states.map((state) => [state.clientId, state as AwarenessState]));
        setOthers(othersPresent(byClient, userId));
      },
    });
    room.current = binding;
    provider.current = connection;
    return () => {
      room.current = null;
      provider.current = null;
      binding.destroy();
      connection.destroy();
      doc.destroy();
      setLive(false);
      setOthers([]);
    };
  }, [userId, deckId]);

  // The editor's own edits go into the room once it is synced (before that, autosave has them).
  useEffect(() => {
    if (live) room.current?.write(slides);
  }, [live, slides]);

  useEffect(() => {
    if (!userId) return;
    const presence: CollabPresence = { id: userId, name: userName, itemId: selectedId };
    provider.current?.setAwarenessField('user', presence);
  }, [userId, userName, selectedId]);

  const saveNow = useCallback(async () => {
    const connection = provider.current;
    return connection && connection.isSynced ? saveRoomNow(connection) : true;
  }, []);

  return { live, others, name, saveNow };
}
