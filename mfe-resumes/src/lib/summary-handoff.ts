/**
 * The AI summary step hands its (possibly edited) summary to /resume-generating in the
 * navigation state; sessionStorage keeps a copy so a reload of the waiting page still builds
 * with it. Without either, the page uses the draft's saved Summary section.
 */
const key = (id: string) => `kuza.resume-summary.${id}`;

export interface GeneratingState {
  summary?: string;
}

export function rememberSummary(id: string, summary: string): void {
  try {
    sessionStorage.setItem(key(id), summary);
  } catch {
    // Private mode or a full storage: the navigation state still carries the summary.
  }
}

export function recallSummary(id: string, state: unknown): string | undefined {
  const fromState = (state as GeneratingState | null)?.summary;
  if (typeof fromState === 'string' && fromState.trim()) return fromState;
  try {
    return sessionStorage.getItem(key(id)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetSummary(id: string): void {
  try {
    sessionStorage.removeItem(key(id));
  } catch {
    // Nothing to clean up.
  }
}
