import type { PublicUser } from '@kuza/contracts';
import { baseApi } from './base-api';
import { sessionApi } from './session-api';
import { signedIn, signedOut } from './session-slice';
import type { AppDispatch } from './store';

/**
 * After a sign-in (password, code or Google hand-off): the slice and the cached current user
 * change at once, so a guard on the next page sees the session without waiting for a refetch.
 */
export function sessionStarted(user: PublicUser) {
  return (dispatch: AppDispatch) => {
    dispatch(signedIn(user));
    return dispatch(sessionApi.util.upsertQueryData('authCurrentUser', undefined, user));
  };
}

/** After sign-out: no cached data of the previous user survives, and the guard sees 'anonymous'. */
export function sessionEnded() {
  return (dispatch: AppDispatch) => {
    dispatch(baseApi.util.resetApiState());
    dispatch(signedOut({ byUser: true }));
  };
}
