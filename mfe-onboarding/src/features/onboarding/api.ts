// Answers are saved with the shared `PUT /auth` endpoint, which also refreshes the cached user;
// a `?token=` hand-off uses the shared `POST /auth/set-cookie` (useTokenHandoff in @kuza/ui).
export { useAuthCurrentUserQuery, useAuthUpdateProfileMutation } from '@kuza/store';
