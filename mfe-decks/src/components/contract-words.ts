import type { DeckIconName, SlideType, ThemeId } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';

/**
 * The page's words for names the contracts give by id (a layout, a theme's mood, an icon): the contracts keep the
 * ids, the decks screens say them in the page's language.
 */
export const LAYOUT_WORDS = defineMessages({
  title: { id: 'decks.layout.title', defaultMessage: 'Title' },
  section: { id: 'decks.layout.section', defaultMessage: 'Section' },
  content: { id: 'decks.layout.content', defaultMessage: 'Bullets' },
  'two-column': { id: 'decks.layout.twoColumn', defaultMessage: 'Two columns' },
  kpi: { id: 'decks.layout.kpi', defaultMessage: 'Big numbers' },
  chart: { id: 'decks.layout.chart', defaultMessage: 'Chart with takeaway' },
  table: { id: 'decks.layout.table', defaultMessage: 'Table' },
  team: { id: 'decks.layout.team', defaultMessage: 'Team' },
  timeline: { id: 'decks.layout.timeline', defaultMessage: 'Timeline' },
  quote: { id: 'decks.layout.quote', defaultMessage: 'Quote' },
  closing: { id: 'decks.layout.closing', defaultMessage: 'Closing and contact' },
  image: { id: 'decks.layout.image', defaultMessage: 'Picture' },
} satisfies Record<SlideType, unknown>);

export const THEME_MOODS = defineMessages({
  savanna: { id: 'decks.theme.mood.savanna', defaultMessage: 'Clean white with a teal edge' },
  sunrise: { id: 'decks.theme.mood.sunrise', defaultMessage: 'Warm cream, an editorial serif' },
  midnight: { id: 'decks.theme.mood.midnight', defaultMessage: 'Dark navy, sky-blue highlights' },
  baobab: { id: 'decks.theme.mood.baobab', defaultMessage: 'Earthy paper, a bookish serif' },
  lagoon: { id: 'decks.theme.mood.lagoon', defaultMessage: 'Cool blue and crisp' },
  kente: { id: 'decks.theme.mood.kente', defaultMessage: 'Bold red and gold' },
  ink: { id: 'decks.theme.mood.ink', defaultMessage: 'Black on white, a classic serif' },
  nebula: { id: 'decks.theme.mood.nebula', defaultMessage: 'Deep violet, pink glow' },
} satisfies Record<ThemeId, unknown>);

export const ICON_WORDS = defineMessages({
  rocket: { id: 'decks.icon.name.rocket', defaultMessage: 'Rocket' },
  growth: { id: 'decks.icon.name.growth', defaultMessage: 'Growth' },
  users: { id: 'decks.icon.name.users', defaultMessage: 'People' },
  globe: { id: 'decks.icon.name.globe', defaultMessage: 'Globe' },
  target: { id: 'decks.icon.name.target', defaultMessage: 'Target' },
  idea: { id: 'decks.icon.name.idea', defaultMessage: 'Idea' },
  money: { id: 'decks.icon.name.money', defaultMessage: 'Money' },
  shield: { id: 'decks.icon.name.shield', defaultMessage: 'Trust' },
  phone: { id: 'decks.icon.name.phone', defaultMessage: 'Mobile' },
  leaf: { id: 'decks.icon.name.leaf', defaultMessage: 'Sustainability' },
  truck: { id: 'decks.icon.name.truck', defaultMessage: 'Logistics' },
  heart: { id: 'decks.icon.name.heart', defaultMessage: 'Health' },
  star: { id: 'decks.icon.name.star', defaultMessage: 'Star' },
  chart: { id: 'decks.icon.name.chart', defaultMessage: 'Chart' },
  trophy: { id: 'decks.icon.name.trophy', defaultMessage: 'Trophy' },
  calendar: { id: 'decks.icon.name.calendar', defaultMessage: 'Calendar' },
  flag: { id: 'decks.icon.name.flag', defaultMessage: 'Flag' },
  swords: { id: 'decks.icon.name.swords', defaultMessage: 'Competition' },
  layers: { id: 'decks.icon.name.layers', defaultMessage: 'Layers' },
  puzzle: { id: 'decks.icon.name.puzzle', defaultMessage: 'Puzzle' },
  quote: { id: 'decks.icon.name.quote', defaultMessage: 'Quote' },
  handshake: { id: 'decks.icon.name.handshake', defaultMessage: 'Handshake' },
  mail: { id: 'decks.icon.name.mail', defaultMessage: 'Mail' },
} satisfies Record<DeckIconName, unknown>);
