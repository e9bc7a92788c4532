import type { PublicUser } from '@kuza/contracts';
import { defineMessages, i18n } from '@kuza/i18n';

const messages = defineMessages({
  welcome: { id: 'dashboard.greeting.welcome', defaultMessage: 'Welcome' },
  welcomeBack: { id: 'dashboard.greeting.welcomeBack', defaultMessage: 'Welcome back' },
  welcomeName: { id: 'dashboard.greeting.welcomeName', defaultMessage: 'Welcome, {name}' },
  welcomeBackName: { id: 'dashboard.greeting.welcomeBackName', defaultMessage: 'Welcome back, {name}' },
});

/**
 * How long an account counts as new. The dashboard does not know whether it was seen before (the API
 * keeps no sign-in history), but an account made today is on its first visit or close to it, and
 * "Welcome" is never wrong there while "Welcome back" is.
 */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** The dashboard's heading: "Welcome" to a new account, "Welcome back" to one made on an earlier day. */
export function greetingFor(
  user: Pick<PublicUser, 'firstname' | 'lastname' | 'createdAt'> | null | undefined,
  now: number,
) {
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ');
  // Unknown (still loading, or no date) reads as new: the safe word.
  const returning = !!user && now - Date.parse(user.createdAt) >= NEW_ACCOUNT_MS;
  if (!name) return i18n.t(returning ? messages.welcomeBack : messages.welcome);
  return i18n.t(returning ? messages.welcomeBackName : messages.welcomeName, { name });
}
