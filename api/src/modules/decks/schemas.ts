import {
  deckListSchema,
  deckSchema,
  generationStatusSchema,
  sharedDeckSchema,
  slideRewriteSchema,
  slideSchema,
  themeListSchema,
} from '@kuza/contracts';
import { responseSchemaOf } from '../../lib/yup-route';

/** Response schemas of the decks routes, derived from the shared yup schemas of packages/contracts. */
export const deckReply = responseSchemaOf(deckSchema);
export const slideReply = responseSchemaOf(slideSchema);
export const slideRewriteReply = responseSchemaOf(slideRewriteSchema);
export const deckSummaryList = responseSchemaOf(deckListSchema);
export const generationReply = responseSchemaOf(generationStatusSchema);
export const sharedReply = responseSchemaOf(sharedDeckSchema);
export const themeListReply = responseSchemaOf(themeListSchema);
