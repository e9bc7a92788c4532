import type { PublicUser } from '@kuza/contracts';
import { DEFAULT_LOCALE } from '@kuza/i18n';
import type { User } from './model';

/** Public forms of accounts that cannot change (the frozen ones the signed-in cache shares). */
const publicForms = new WeakMap<User, PublicUser>();

/** What `GET /auth/user` may show: never the hash, a code or a token. */
export function toPublicUser(user: User): PublicUser {
  if (!Object.isFrozen(user)) return publicForm(user);
  let form = publicForms.get(user);
  if (!form) {
    form = publicForm(user);
    // Shared by every answer about this account until it changes: nobody may edit it either.
    for (const part of [form.providers, form.onboarding, form.onboarding.goals]) if (part) Object.freeze(part);
    publicForms.set(user, Object.freeze(form));
  }
  return form;
}

function publicForm(user: User): PublicUser {
  const providers: PublicUser['providers'] = [];
  if (user.hasPassword) providers.push('password');
  if (user.googleId) providers.push('google');
  return {
    id: user._id.toString(),
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    emailVerified: user.emailVerified,
    ...(user.profileImage ? { profileImage: user.profileImage } : {}),
    providers,
    onboarding: {
      ...(user.onboarding?.industry ? { industry: user.onboarding.industry } : {}),
      ...(user.onboarding?.team_size ? { team_size: user.onboarding.team_size } : {}),
      ...(user.onboarding?.target_audience ? { target_audience: user.onboarding.target_audience } : {}),
      ...(user.onboarding?.goal ? { goal: user.onboarding.goal } : {}),
      ...(user.onboarding?.goals?.length ? { goals: [...user.onboarding.goals] } : {}),
      ...(user.onboarding?.completed_step ? { completed_step: user.onboarding.completed_step } : {}),
    },
    locale: user.locale ?? DEFAULT_LOCALE,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
