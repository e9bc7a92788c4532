import type { ChangePasswordInput, MessageResponse, ProfileUserResponse } from '@kuza/contracts';
import { baseApi, sessionApi } from '@kuza/store';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /users/me/password: ends the user's other sessions; this one gets a new cookie. */
    profileChangePassword: build.mutation<MessageResponse, ChangePasswordInput>({
      query: (body) => ({ url: '/users/me/password', method: 'PUT', body }),
    }),
    /** PUT /users/me/avatar: the image itself is the body (PNG, JPEG, WebP or GIF, up to 1 MB). */
    profileUploadAvatar: build.mutation<ProfileUserResponse, Blob>({
      query: (image) => ({
        url: '/users/me/avatar',
        method: 'PUT',
        headers: { 'content-type': image.type },
        body: image,
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // The answer carries the user: the avatar and names everywhere update at once.
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(sessionApi.util.upsertQueryData('authCurrentUser', undefined, data.user));
      },
    }),
    /** DELETE /users/me/avatar: no photo any more, uploaded or by address. */
    profileRemoveAvatar: build.mutation<ProfileUserResponse, void>({
      query: () => ({ url: '/users/me/avatar', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // The answer carries the user: the avatar and names everywhere update at once.
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(sessionApi.util.upsertQueryData('authCurrentUser', undefined, data.user));
      },
    }),
  }),
  overrideExisting: false,
});

export const { useProfileChangePasswordMutation, useProfileUploadAvatarMutation, useProfileRemoveAvatarMutation } =
  profileApi;
// Names and an image address are saved with the shared `PUT /auth`.
export { useAuthCurrentUserQuery, useAuthUpdateProfileMutation } from '@kuza/store';
