import { useEffect, useState } from 'react';
import type { GenerationStatus } from '@kuza/contracts';
import { getRuntimeConfig, useAppDispatch } from '@kuza/store';
import { decksApi } from './api';

/**
 * Listens to a deck's generation progress pushed by the API (Server-Sent Events) and writes each
 * status into the `deckGeneration` query's cache, where the page reads it. True while the stream
 * is open: the page then stops asking every 400 ms. A browser without EventSource, or a stream
 * that breaks, leaves it false, and the page goes back to asking.
 */
export function useGenerationStream(deckId: string, enabled: boolean): boolean {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const url = `${getRuntimeConfig().apiUrl}/decks/${encodeURIComponent(deckId)}/generation/stream`;
    const source = new EventSource(url, { withCredentials: true });
    source.onopen = () => setOpen(true);
    source.onmessage = (event: MessageEvent<string>) => {
      const status = JSON.parse(event.data) as GenerationStatus;
      dispatch(decksApi.util.updateQueryData('deckGeneration', deckId, () => status));
    };
    // Ended by the server (the run finished) or broken: no reconnection loop, asking takes over.
    source.onerror = () => {
      source.close();
      setOpen(false);
    };
    return () => {
      source.close();
      setOpen(false);
    };
  }, [deckId, enabled, dispatch]);
  return open;
}
