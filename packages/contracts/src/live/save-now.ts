/**
 * An editor about to export or rewrite a slide asks the room to save now (a stateless message on
 * the live channel), instead of waiting for the room's debounce; the server answers once the saved
 * deck or resume holds the room's content.
 */
export const LIVE_SAVE_NOW = { ask: 'kuza:save-now', done: 'kuza:saved' } as const;
