import { object, type InferType } from 'yup';
import { NAME_MIN_LENGTH } from '../constants';
import { line, text } from '../validation';
import {
  AUTH_MESSAGES,
  HTTP_LINK,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  resetPasswordSchema,
  type SessionResponse,
} from './auth';

/**
 * /profile and Settings: names, photo and password of the signed-in user (issue: profile).
 * Names and an image URL go through `PUT /auth`; the password and uploaded photos have their own
 * routes under /users/me.
 */
export const PROFILE_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Your current password is not correct',
  samePassword: 'Choose a new password that differs from the current one',
  noPassword: 'Your account signs in with Google and has no password yet. Use "Forgot password" to set one.',
  passwordChanged: 'Password changed. You were signed out on your other devices.',
  passwordFailed: 'Failed to change password',
  profileSaved: 'Profile saved',
  profileFailed: 'Failed to save profile',
  imageUrlInvalid: 'Enter the address of an image starting with http:// or https://',
  imageUrlTooLong: 'The image address is too long',
  imageTooLarge: 'The image must be at most 1 MB',
  imageType: 'Choose a PNG, JPEG, WebP or GIF image',
  imageSaved: 'Profile photo updated',
  imageRemoved: 'Profile photo removed',
  imageFailed: 'Failed to update the profile photo',
  imageNotFound: 'Image not found',
} as const;

/** Uploaded photos are stored in MongoDB; the page shrinks large ones before sending. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
/** Longest side of a photo after the page shrinks it. */
export const AVATAR_MAX_DIMENSION_PX = 512;
export const PROFILE_IMAGE_URL_MAX_LENGTH = 2048;

/** The names form on /profile: both names required, like at sign-up. */
export const profileDetailsSchema = object({
  firstname: line('First name')
    .required(AUTH_MESSAGES.firstnameRequired)
    .min(NAME_MIN_LENGTH, AUTH_MESSAGES.firstnameMin)
    .max(NAME_MAX_LENGTH, `First name must be at most ${NAME_MAX_LENGTH} characters`),
  lastname: line('Last name')
    .required(AUTH_MESSAGES.lastnameRequired)
    .min(NAME_MIN_LENGTH, AUTH_MESSAGES.lastnameMin)
    .max(NAME_MAX_LENGTH, `Last name must be at most ${NAME_MAX_LENGTH} characters`),
});
export type ProfileDetailsInput = InferType<typeof profileDetailsSchema>;

/** A photo by address (http(s) only). */
export const profileImageUrlSchema = object({
  profileImage: text('Profile image')
    .required(PROFILE_MESSAGES.imageUrlInvalid)
    .max(PROFILE_IMAGE_URL_MAX_LENGTH, PROFILE_MESSAGES.imageUrlTooLong)
    .matches(HTTP_LINK, PROFILE_MESSAGES.imageUrlInvalid),
});
export type ProfileImageUrlInput = InferType<typeof profileImageUrlSchema>;

/** `PUT /users/me/password`: the current password, then a new one by the sign-up rule, twice. */
export const changePasswordSchema = resetPasswordSchema
  .concat(
    object({
      // Never trimmed, like every password; only its length is checked (it was chosen under older rules, maybe).
      currentPassword: text('Current password')
        .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original : value))
        .required(PROFILE_MESSAGES.currentPasswordRequired)
        .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMax),
    }),
  )
  .test('differs', PROFILE_MESSAGES.samePassword, function (value) {
    if (!value?.newPassword || value.newPassword !== value.currentPassword) return true;
    return this.createError({ path: 'newPassword', message: PROFILE_MESSAGES.samePassword });
  });
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;

/** `PUT /users/me/avatar`, `DELETE /users/me/avatar`: the account as a session answer gives it. */
export type ProfileUserResponse = SessionResponse;
