/**
 * Live editing's shared code: the Y document of a room (read by the API's collaboration server
 * and the editors' binding) and who else is in it. Names and limits stay in `../collab`.
 */
export { OUTLINE_SHAPE, applySaved, fillRoom, readRoom, type RoomContent } from './y-document';
export { FACTS_SHAPE, isTextFact } from './y-facts';
export { othersPresent, type AwarenessState } from './presence';
export { LIVE_SAVE_NOW } from './save-now';
export { sameJson, textEdit } from './y-text';
