import { selectSessionStatus, useAppSelector, useAuthCurrentUserQuery } from '@kuza/store';

/** The session as the shell sees it (one cached `GET /auth/user` for every app). */
export function useSessionStatus() {
  useAuthCurrentUserQuery();
  return useAppSelector(selectSessionStatus);
}
