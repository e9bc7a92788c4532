import { defineMessages } from '@kuza/i18n';
import { object, type InferType } from 'yup';
import { NAME_MIN_LENGTH } from '../constants';
import { line, rule, text } from '../validation';
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
export const PROFILE_MESSAGES = defineMessages({
  currentPasswordRequired: { id: 'profile.currentPasswordRequired', defaultMessage: 'Current password is required' },
  currentPasswordWrong: { id: 'profile.currentPasswordWrong', defaultMessage: 'Your current password is not correct' },
  samePassword: {
    id: 'profile.samePassword',
    defaultMessage: 'Choose a new password that differs from the current one',
  },
  noPassword: {
    id: 'profile.noPassword',
    defaultMessage: 'Your account signs in with Google and has no password yet. Use "Forgot password" to set one.',
  },
  passwordChanged: {
    id: 'profile.passwordChanged',
    defaultMessage: 'Password changed. You were signed out on your other devices.',
  },
  passwordFailed: { id: 'profile.passwordFailed', defaultMessage: 'Failed to change password' },
  profileSaved: { id: 'profile.profileSaved', defaultMessage: 'Profile saved' },
  profileFailed: { id: 'profile.profileFailed', defaultMessage: 'Failed to save profile' },
  imageUrlInvalid: {
    id: 'profile.imageUrlInvalid',
    defaultMessage: 'Enter the address of an image starting with http:// or https://',
  },
  firstnameMax: { id: 'profile.firstnameMax', defaultMessage: 'First name must be at most {max} characters' },
  lastnameMax: { id: 'profile.lastnameMax', defaultMessage: 'Last name must be at most {max} characters' },
  imageUrlTooLong: { id: 'profile.imageUrlTooLong', defaultMessage: 'The image address is too long' },
  imageTooLarge: { id: 'profile.imageTooLarge', defaultMessage: 'The image must be at most 1 MB' },
  imageType: { id: 'profile.imageType', defaultMessage: 'Choose a PNG, JPEG, WebP or GIF image' },
  imageSaved: { id: 'profile.imageSaved', defaultMessage: 'Profile photo updated' },
  imageRemoved: { id: 'profile.imageRemoved', defaultMessage: 'Profile photo removed' },
  imageFailed: { id: 'profile.imageFailed', defaultMessage: 'Failed to update the profile photo' },
  imageNotFound: { id: 'profile.imageNotFound', defaultMessage: 'Image not found' },
  language: { id: 'profile.language', defaultMessage: 'Language' },
  languageHint: {
    id: 'profile.languageHint',
    defaultMessage: 'Kuza and its e-mails speak to you in this language.',
  },
  languageSaved: { id: 'profile.languageSaved', defaultMessage: 'Language saved' },
  languageFailed: { id: 'profile.languageFailed', defaultMessage: 'Failed to change the language' },
});

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
    .required(rule(AUTH_MESSAGES.firstnameRequired))
    .min(NAME_MIN_LENGTH, rule(AUTH_MESSAGES.firstnameMin, { min: NAME_MIN_LENGTH }))
    .max(NAME_MAX_LENGTH, rule(PROFILE_MESSAGES.firstnameMax, { max: NAME_MAX_LENGTH })),
  lastname: line('Last name')
    .required(rule(AUTH_MESSAGES.lastnameRequired))
    .min(NAME_MIN_LENGTH, rule(AUTH_MESSAGES.lastnameMin, { min: NAME_MIN_LENGTH }))
    .max(NAME_MAX_LENGTH, rule(PROFILE_MESSAGES.lastnameMax, { max: NAME_MAX_LENGTH })),
});
export type ProfileDetailsInput = InferType<typeof profileDetailsSchema>;

/** A photo by address (http(s) only). */
export const profileImageUrlSchema = object({
  profileImage: text('Profile image')
    .required(rule(PROFILE_MESSAGES.imageUrlInvalid))
    .max(PROFILE_IMAGE_URL_MAX_LENGTH, rule(PROFILE_MESSAGES.imageUrlTooLong))
    .matches(HTTP_LINK, rule(PROFILE_MESSAGES.imageUrlInvalid)),
});
export type ProfileImageUrlInput = InferType<typeof profileImageUrlSchema>;

/** `PUT /users/me/password`: the current password, then a new one by the sign-up rule, twice. */
export const changePasswordSchema = resetPasswordSchema
  .concat(
    object({
      // Never trimmed, like every password; only its length is checked (it was chosen under older rules, maybe).
      currentPassword: text('Current password')
        .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original : value))
        .required(rule(PROFILE_MESSAGES.currentPasswordRequired))
        .max(PASSWORD_MAX_LENGTH, rule(AUTH_MESSAGES.passwordMax, { max: PASSWORD_MAX_LENGTH })),
    }),
  )
  .test('differs', rule(PROFILE_MESSAGES.samePassword), function (value) {
    if (!value?.newPassword || value.newPassword !== value.currentPassword) return true;
    return this.createError({ path: 'newPassword', message: rule(PROFILE_MESSAGES.samePassword) });
  });
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;

/** `PUT /users/me/avatar`, `DELETE /users/me/avatar`: the account as a session answer gives it. */
export type ProfileUserResponse = SessionResponse;
