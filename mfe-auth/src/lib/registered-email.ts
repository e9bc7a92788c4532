import { REGISTERED_EMAIL_KEY } from '@kuza/contracts/account';

/** The address waiting for its code, kept in local storage under the key the spec names. */
export function rememberRegisteredEmail(email: string): void {
  try {
    window.localStorage.setItem(REGISTERED_EMAIL_KEY, email);
  } catch {
    // Storage can be disabled (private mode); the verify page then shows its placeholder.
  }
}

export function readRegisteredEmail(): string | null {
  try {
    return window.localStorage.getItem(REGISTERED_EMAIL_KEY);
  } catch {
    return null;
  }
}

export function forgetRegisteredEmail(): void {
  try {
    window.localStorage.removeItem(REGISTERED_EMAIL_KEY);
  } catch {
    // nothing stored
  }
}
