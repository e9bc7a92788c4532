import type { HocuspocusProvider } from '@hocuspocus/provider';
import { LIVE_SAVE_NOW } from '@kuza/contracts/live';
import { saveRoomNow } from '../live/save-now';

/** The part of a provider that asking the room to save uses: its events, unsent edits and stateless messages. */
function fakeProvider() {
  const listeners = new Map<string, Set<(data: never) => void>>();
  const sent: string[] = [];
  const provider = {
    hasUnsyncedChanges: true,
    on: (event: string, listener: (data: never) => void) =>
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    off: (event: string, listener: (data: never) => void) => listeners.get(event)?.delete(listener),
    sendStateless: (payload: string) => sent.push(payload),
  };
  const emit = (event: string, data: unknown) => listeners.get(event)?.forEach((listener) => listener(data as never));
  return { provider: provider as unknown as HocuspocusProvider & typeof provider, sent, emit };
}

describe('saving the live room before an export', () => {
  it('asks only once the server has every edit, and resolves when the room is saved', async () => {
    const { provider, sent, emit } = fakeProvider();
    const saved = saveRoomNow(provider);
    expect(sent).toEqual([]);
    provider.hasUnsyncedChanges = false;
    emit('unsyncedChanges', { number: 0 });
    expect(sent).toEqual([LIVE_SAVE_NOW.ask]);
    emit('stateless', { payload: LIVE_SAVE_NOW.done });
    await expect(saved).resolves.toBe(true);
  });

  it('says the deck is not saved when the server does not answer', async () => {
    jest.useFakeTimers();
    try {
      const { provider } = fakeProvider();
      provider.hasUnsyncedChanges = false;
      const saved = saveRoomNow(provider, 2_000);
      jest.advanceTimersByTime(2_000);
      await expect(saved).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
