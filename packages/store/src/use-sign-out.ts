import { useCallback } from 'react';
// Not the shared package entry, which carries the yup schemas the first page does not need.
import { AUTH_FALLBACKS } from '@kuza/contracts/auth-fallbacks';
import { i18n } from '@kuza/i18n';
import { useAuthLogoutMutation } from './session-api';
import { sessionEnded } from './session-actions';
import { useAppDispatch } from './store';

/** The sessionStorage key of a deck's undo history is this prefix and the deck's id (the deck editor keeps it). */
export const DECK_HISTORY_PREFIX = 'kuza.deckHistory.';

/** Forgets every deck's undo history kept for this browser session. */
export function forgetDeckHistories(): void {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return; // Storage the browser refuses holds no history.
  }
  for (const key of Object.keys(storage)) if (key.startsWith(DECK_HISTORY_PREFIX)) storage.removeItem(key);
}

/**
 * Sign out from any signed-in page: revoke the session on the API, forget everything kept in the
 * browser, then leave (the caller navigates, e.g. to /signin). A failure keeps the user signed in
 * and says so in an alert (product.md §8).
 */
export function useSignOut(onSignedOut: () => void) {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useAuthLogoutMutation();
  const signOut = useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      window.alert(i18n.t(AUTH_FALLBACKS.logout));
      return;
    }
    window.localStorage.clear();
    forgetDeckHistories();
    dispatch(sessionEnded());
    onSignedOut();
  }, [dispatch, logout, onSignedOut]);
  return { signOut, isSigningOut: isLoading };
}
