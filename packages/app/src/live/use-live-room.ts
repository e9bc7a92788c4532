import { useCallback, useEffect, useRef, useState } from 'react';
import type { HocuspocusProvider } from '@hocuspocus/provider';
import type { FactSheet } from '@kuza/contracts';
import {
  collabRoomName,
  endLiveConnection,
  liveUrl,
  type CollabKind,
  type CollabPresence,
} from '@kuza/contracts/collab';
import { othersPresent, type AwarenessState } from '@kuza/contracts/live';
import { getRuntimeConfig, selectCurrentUser, useAppSelector } from '@kuza/store';
import { bindRoom, type RoomBinding, type RoomItem, type RoomPart } from './room-binding';
import { saveRoomNow } from './save-now';

export interface LiveRoom {
  /** The room has synced and the socket is up: the server saves the slides or sections from the room. */
  live: boolean;
  /** The teammates in the document now, the slide or section each is on and the field each types in. */
  others: CollabPresence[];
  /** The document's name as the room has it (a teammate may rename it). */
  name: string;
  /** Resolves once the saved document holds the room's content (at once when there is no room). */
  saveNow: () => Promise<boolean>;
}

/** Where this editor is: the slide or section it has selected and the field it types in, if any. */
export interface LiveFocus {
  itemId?: string;
  field?: string;
}

export interface LiveRoomOptions<T extends RoomItem> {
  kind: CollabKind;
  /** The list of the room this editor edits: its slides or sections (default), or a deck's outline. */
  part?: RoomPart;
  /** The document as the editor opened it. */
  opened: { id: string; name: string; items: T[] };
  /** The editor's slides or sections now. */
  items: T[];
  focus: LiveFocus;
  onRemote: (items: T[]) => void;
  /** A deck's facts, edited beside its list in the same room (the outline page's facts panel). */
  facts?: LiveFacts;
}

export interface LiveFacts {
  /** The facts as the editor opened them. */
  opened: FactSheet | undefined;
  /** The editor's facts now. */
  current: FactSheet | undefined;
  onRemote: (facts: FactSheet) => void;
}

/**
 * A deck's or a resume's live room: teammates' edits come in through `onRemote`, this editor's items
 * go out (and a deck's facts, with `facts`), and where each one is (item and field) is shared through
 * the room's awareness. Without a signed-in user, or while the socket is down, nothing changes in the
 * editor: `live` stays false.
 * Yjs and the provider load with the first room, not with every page of the app.
 */
export function useLiveRoom<T extends RoomItem>({
  kind,
  part = 'items',
  opened,
  items,
  focus,
  onRemote,
  facts,
}: LiveRoomOptions<T>): LiveRoom {
  const user = useAppSelector(selectCurrentUser);
  const [live, setLive] = useState(false);
  const [others, setOthers] = useState<CollabPresence[]>([]);
  const [name, setName] = useState(opened.name);
  const room = useRef<RoomBinding<T> | null>(null);
  const provider = useRef<HocuspocusProvider | null>(null);
  const userId = user?.id;
  const userName = [user?.firstname, user?.lastname].filter(Boolean).join(' ') || (user?.email ?? '');
  const presence: CollabPresence | null = userId
    ? {
        id: userId,
        name: userName,
        ...(focus.itemId ? { itemId: focus.itemId } : {}),
        ...(focus.field ? { field: focus.field } : {}),
      }
    : null;
  const latest = useRef({ items, onRemote, opened, presence, facts });
  latest.current = { items, onRemote, opened, presence, facts };
  const documentId = opened.id;
  const withFacts = facts !== undefined;

  useEffect(() => {
    if (!userId) return undefined;
    let cancelled = false;
    let stop = () => undefined as void;
    void Promise.all([import('yjs'), import('@hocuspocus/provider')]).then(([Y, { HocuspocusProvider: Provider }]) => {
      if (cancelled) return;
      const doc = new Y.Doc();
      const first = latest.current.opened;
      const binding = bindRoom<T>(doc, kind, {
        part,
        opened: { name: first.name, items: first.items },
        current: () => latest.current.items,
        onRemote: (next, nextName) => {
          latest.current.onRemote(next);
          if (nextName.trim()) setName(nextName);
        },
        ...(withFacts
          ? {
              facts: {
                opened: latest.current.facts?.opened,
                current: () => latest.current.facts?.current,
                onRemote: (next: FactSheet) => latest.current.facts?.onRemote(next),
              },
            }
          : {}),
      });
      const connection = new Provider({
        url: liveUrl(getRuntimeConfig().apiUrl),
        name: collabRoomName(kind, documentId),
        document: doc,
        // The session cookie goes with the socket's upgrade request; the server reads it when no token comes.
        token: '',
        onSynced: ({ state }) => {
          if (state) binding.start();
          setLive(state);
        },
        // Refused (no access, a session that ended, a deleted document): the editor goes on through REST.
        onAuthenticationFailed: () => connection.disconnect(),
        onStatus: ({ status }) => {
          if (status !== 'connected') setLive(false);
        },
        onAwarenessChange: ({ states }) => {
          const byClient = new Map(states.map((state) => [state.clientId, state as AwarenessState]));
          setOthers(othersPresent(byClient, userId));
        },
      });
      if (latest.current.presence) connection.setAwarenessField('user', latest.current.presence);
      room.current = binding;
      provider.current = connection;
      stop = () => {
        room.current = null;
        provider.current = null;
        binding.destroy();
        endLiveConnection(connection);
        doc.destroy();
      };
    });
    return () => {
      cancelled = true;
      stop();
      setLive(false);
      setOthers([]);
    };
  }, [kind, part, userId, documentId, withFacts]);

  // The editor's own edits go into the room once it is synced (before that, autosave has them).
  useEffect(() => {
    if (live) room.current?.write(items);
  }, [live, items]);

  const factsNow = facts?.current;
  useEffect(() => {
    if (live) room.current?.writeFacts(factsNow);
  }, [live, factsNow]);

  const presenceKey = JSON.stringify(presence);
  useEffect(() => {
    if (latest.current.presence) provider.current?.setAwarenessField('user', latest.current.presence);
  }, [presenceKey]);

  const saveNow = useCallback(async () => {
    const connection = provider.current;
    return connection && connection.isSynced ? saveRoomNow(connection) : true;
  }, []);

  return { live, others, name, saveNow };
}
