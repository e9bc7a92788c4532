// The shared deck's page as text: the decks remote draws it in the browser and the API draws the
// same elements into the share page's HTML, so a phone reads the deck before any script arrives.
export { NoSlides, SharedDeckFrame, SlidesAsText, type SharedDeckFrameProps } from './shared-deck-frame';
export { SlideTextView } from './slide-text-view';
export { ChartTable } from './chart-table';
