import path from 'node:path';

/** Where the prerendered pages go inside the shell's dist: `/` is prerendered/index.html, `/waitlist` prerendered/waitlist/index.html. */
export const PRERENDERED_DIR = 'prerendered';

/** The file a prerendered address is served from, relative to the shell's dist. */
export function prerenderedFile(routePath: string): string {
  return path.join(PRERENDERED_DIR, routePath, 'index.html');
}
