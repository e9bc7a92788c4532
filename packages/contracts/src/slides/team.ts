import type { TeamMemberCard } from '../schemas/deck';
import { contentHeight, textElement, type ColorRole, type TextElement } from './engine';
import { teamLayout, type Box, type TeamLayout } from './geometry';
import type { ThemeId } from './themes';

/** Where a card's words start under its avatar, and the card's inner margin, in inches. */
export const TEAM_CARD = { avatarTop: 0.25, gap: 0.15, pad: 0.14 } as const;
/** Name, role and line sizes (pt) on one row of cards and on two, and the floors they shrink to. */
const SIZES = { large: [18, 14, 12], small: [14, 11, 10], floor: [12, 10, 9] } as const;
/** Space after the name and after the role, in pt. */
const AFTER = [2, 6] as const;

export interface TeamCardsLayout extends TeamLayout {
  /** Each card's words: the name (bold), the role and the line, as blocks stacked under the avatar. */
  texts: TextElement[][];
  /** Whether every card's words fit it (at the floors, on cards as tall as the box allows). */
  fits: boolean;
}

const PARTS: Array<{ key: 'name' | 'role' | 'bio'; color: ColorRole; bold: boolean }> = [
  { key: 'name', color: 'text', bold: true },
  { key: 'role', color: 'accent', bold: false },
  { key: 'bio', color: 'muted', bold: false },
];

/** A card's name, role and line at `sizes`, stacked from the top of `area`, each block as tall as its lines. */
function cardText(member: TeamMemberCard, area: Box, sizes: readonly number[], font: ThemeId, card: number) {
  let y = area.y;
  const blocks: TextElement[] = [];
  PARTS.forEach(({ key, color, bold }, i) => {
    const text = (member[key] ?? '').trim();
    if (!text) return;
    const block = textElement({
      role: `card-${card + 1}-${key}`,
      box: { ...area, y, h: 0 },
      align: 'center',
      bold,
      color,
      metrics: { font },
      paragraphs: [{ text, size: sizes[i], bullet: false, spaceAfter: 0 }],
    });
    const h = contentHeight(block.paragraphs);
    blocks.push({ ...block, box: { ...block.box, h } });
    y += h + (AFTER[i] ?? 0) / 72;
  });
  return blocks;
}

const bottomOf = (blocks: TextElement[]) => Math.max(0, ...blocks.map((b) => b.box.y + b.box.h));

/**
 * Team cards with their words laid out: the cards of teamLayout, each name, role and line broken
 * into lines at the card's width, all at one set of sizes shrunk a point at a time to the floors
 * until every card holds its words, then on cards as tall as the box allows. Every format draws
 * these blocks; none cuts a word.
 */
export function teamCards(members: TeamMemberCard[], box: Box, font: ThemeId): TeamCardsLayout {
  let last: TeamCardsLayout | null = null;
  for (const tall of [false, true]) {
    const layout = teamLayout(members.length, box, tall);
    const from = layout.large ? SIZES.large : SIZES.small;
    for (let k = 0; ; k += 1) {
      const sizes = from.map((s, i) => Math.max(SIZES.floor[i], s - k));
      const texts = layout.cards.map((card, i) => {
        const area = {
          x: card.x + TEAM_CARD.pad,
          y: card.y + TEAM_CARD.avatarTop + layout.avatar + TEAM_CARD.gap,
          w: card.w - 2 * TEAM_CARD.pad,
          h: 0,
        };
        return cardText(members[i], area, sizes, font, i);
      });
      const fits = layout.cards.every((card, i) => bottomOf(texts[i]) <= card.y + card.h - TEAM_CARD.pad + 1e-9);
      last = { ...layout, texts, fits };
      if (fits) return last;
      if (sizes.every((s, i) => s === SIZES.floor[i])) break;
    }
  }
  return last!;
}
