import { boolean, number, object, string, type InferType } from 'yup';

/** GET/POST/DELETE /decks/:id/share and /resumes/:id/share: the view-only link and its views (owner only). */
export const shareInfoSchema = object({
  active: boolean().defined(),
  /** Path on the web site, e.g. /share/deck/<token>; present while active. */
  path: string().optional(),
  views: number().integer().defined(),
  createdAt: string().optional(),
});
export type ShareInfo = InferType<typeof shareInfoSchema>;
