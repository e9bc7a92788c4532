/** How an address is stored and compared: one form for every lookup (sign-up, sign-in, limits). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
