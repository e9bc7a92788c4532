import {
  Banknote,
  CalendarDays,
  ChartColumn,
  Flag,
  Globe,
  Handshake,
  HeartPulse,
  Layers,
  Leaf,
  Lightbulb,
  Mail,
  Puzzle,
  Quote,
  Rocket,
  ShieldCheck,
  Smartphone,
  Star,
  Swords,
  Target,
  TrendingUp,
  Trophy,
  Truck,
  Users,
} from 'lucide-static';

/**
 * The deck icons: drawings from Lucide (the lucide-static package), each with the words that make
 * generation pick it for a slide. The editor draws the SVG inline, the PDF draws it as vectors and
 * the PPTX embeds it as a picture, all in the theme's accent colour.
 */
export const DECK_ICONS = {
  rocket: { label: 'Rocket', svg: Rocket, words: ['launch', 'vision', 'mission', 'pitch', 'introduc', 'welcome'] },
  growth: {
    label: 'Growth',
    svg: TrendingUp,
    words: ['traction', 'growth', 'revenue', 'financ', 'projection', 'sales'],
  },
  users: { label: 'People', svg: Users, words: ['team', 'customer', 'user', 'people', 'founder', 'audience', 'who'] },
  globe: { label: 'Globe', svg: Globe, words: ['market', 'global', 'africa', 'world', 'expansion', 'region'] },
  target: { label: 'Target', svg: Target, words: ['problem', 'goal', 'objective', 'focus', 'target', 'pain'] },
  idea: { label: 'Idea', svg: Lightbulb, words: ['solution', 'idea', 'insight', 'innovation', 'why now'] },
  money: {
    label: 'Money',
    svg: Banknote,
    words: ['ask', 'funding', 'raise', 'invest', 'use of funds', 'price', 'model'],
  },
  shield: { label: 'Trust', svg: ShieldCheck, words: ['risk', 'security', 'trust', 'compliance', 'advantage', 'moat'] },
  phone: { label: 'Mobile', svg: Smartphone, words: ['product', 'app', 'demo', 'platform', 'feature', 'how it works'] },
  leaf: { label: 'Sustainability', svg: Leaf, words: ['impact', 'sustainab', 'climate', 'farm', 'agri', 'green'] },
  truck: {
    label: 'Logistics',
    svg: Truck,
    words: ['logistic', 'distribution', 'supply', 'delivery', 'go-to-market', 'channel'],
  },
  heart: { label: 'Health', svg: HeartPulse, words: ['health', 'care', 'patient', 'clinic', 'wellbeing'] },
  star: { label: 'Star', svg: Star, words: ['testimonial', 'review', 'quote', 'highlight', 'why us'] },
  chart: { label: 'Chart', svg: ChartColumn, words: ['metric', 'kpi', 'numbers', 'data', 'unit economics', 'size'] },
  trophy: { label: 'Trophy', svg: Trophy, words: ['milestone', 'achievement', 'award', 'win'] },
  calendar: { label: 'Calendar', svg: CalendarDays, words: ['timeline', 'roadmap', 'plan', 'next steps', 'schedule'] },
  flag: { label: 'Flag', svg: Flag, words: ['agenda', 'section', 'chapter', 'overview'] },
  swords: { label: 'Competition', svg: Swords, words: ['competit', 'landscape', 'alternative', 'versus'] },
  layers: { label: 'Layers', svg: Layers, words: ['business model', 'stack', 'architecture', 'pricing'] },
  puzzle: { label: 'Puzzle', svg: Puzzle, words: ['partner', 'integration', 'ecosystem'] },
  quote: { label: 'Quote', svg: Quote, words: [] },
  handshake: { label: 'Handshake', svg: Handshake, words: ['thank', 'closing', 'contact', 'join us', 'together'] },
  mail: { label: 'Mail', svg: Mail, words: ['email', 'get in touch', 'reach'] },
} as const satisfies Record<string, { label: string; svg: string; words: readonly string[] }>;

export type DeckIconName = keyof typeof DECK_ICONS;
export const DECK_ICON_NAMES = Object.keys(DECK_ICONS) as DeckIconName[];

/** The icon whose words a slide title names first (then its lead), or none. */
export function pickIcon(title: string, lead = ''): DeckIconName | null {
  for (const text of [title, lead]) {
    const lower = text.toLowerCase();
    const found = DECK_ICON_NAMES.find((name) => DECK_ICONS[name].words.some((word) => lower.includes(word)));
    if (found) return found;
  }
  return null;
}

/** The parts of an icon's drawing (24 × 24, stroked), for a renderer that draws SVG itself. */
export function iconMarkup(name: DeckIconName): string {
  return DECK_ICONS[name].svg.replace(/<!--[\s\S]*?-->/g, '').trim();
}

/** The icon as a standalone SVG document in one colour (hex without '#'), for the exports. */
export function iconSvg(name: DeckIconName, color: string): string {
  // Without its 24 px width and height the drawing scales to the box it is placed in.
  return iconMarkup(name)
    .replace(/\s(width|height)="24"/g, '')
    .replace(/currentColor/g, `#${color}`);
}
