import type { PublicUser } from '@kuza/contracts';
import type { User } from './model';

/** What `GET /auth/user` may show: never the hash, a code or a token. */
export function toPublicUser(user: User): PublicUser {
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
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
