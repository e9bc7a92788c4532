/**
 * Editing together (a deck's or a resume's live room): its own entry, so the pages that only show a document (the
 * share views, the lists) load neither it nor Yjs with @kuza/app.
 */
export { useLiveRoom, type LiveRoom, type LiveFacts, type LiveFocus, type LiveRoomOptions } from './use-live-room';
export {
  bindRoom,
  type RoomBinding,
  type RoomBindingOptions,
  type RoomFactsOptions,
  type RoomItem,
  type RoomPart,
} from './room-binding';
export { saveRoomNow } from './save-now';
export {
  PresenceAvatars,
  PresenceMarker,
  TypingAt,
  TypingOn,
  TypingTags,
  type TypingAtProps,
  type TypingOnProps,
  type TypingTagsProps,
} from './presence';
export { presenceColour } from './colour';
export { mergeText } from './merge-text';
export { mergeFacts } from './merge-facts';
