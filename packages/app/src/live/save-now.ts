import type { HocuspocusProvider } from '@hocuspocus/provider';
import { LIVE_SAVE_NOW } from '@kuza/contracts/live';

/**
 * Asks the room to write the deck now, once the server has every edit of this editor; resolves
 * true when the saved deck holds them, false when the server does not answer within `timeoutMs`.
 */
export function saveRoomNow(provider: HocuspocusProvider, timeoutMs = 5_000): Promise<boolean> {
  return new Promise((resolve) => {
    const onStateless = ({ payload }: { payload: string }) => {
      if (payload === LIVE_SAVE_NOW.done) finish(true);
    };
    const ask = () => {
      if (provider.hasUnsyncedChanges) return;
      provider.off('unsyncedChanges', ask);
      provider.sendStateless(LIVE_SAVE_NOW.ask);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(saved: boolean) {
      clearTimeout(timer);
      provider.off('stateless', onStateless);
      provider.off('unsyncedChanges', ask);
      resolve(saved);
    }
    provider.on('stateless', onStateless);
    provider.on('unsyncedChanges', ask);
    ask();
  });
}
