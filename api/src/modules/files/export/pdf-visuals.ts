import {
  initials,
  moreRowsLabel,
  tableLayout,
  teamCards,
  TEAM_CARD,
  type Box,
  type TeamMemberCard,
  type Visual,
} from '@kuza/contracts';
import type { ResolvedTheme } from './deck-theme';
import { PDF_FONT } from './fonts';
import type { LoadedImage } from './images';
import { hex } from './pdf-charts';
import { drawText } from './pdf-text';

type Doc = PDFKit.PDFDocument;

const inchesOf = (box: Box): Box => ({ x: box.x / 72, y: box.y / 72, w: box.w / 72, h: box.h / 72 });

/** The largest size from `sizes` at which `measure(size)` (a height in points) fits `height`. */
export function fitSize(sizes: number[], height: number, measure: (size: number) => number): number {
  return sizes.find((size) => measure(size) <= height) ?? sizes[sizes.length - 1];
}

/** A ruled grid laid out by the shared table rule: accent header row, striped body, a line counting rows cut. */
export function drawTable(doc: Doc, allRows: string[][], hiddenRows: number, box: Box, theme: ResolvedTheme) {
  const { colors } = theme;
  const layout = tableLayout(allRows, hiddenRows, inchesOf(box), theme.font);
  const widths = layout.colW.map((w) => w * 72);
  const heights = layout.rowH.map((h) => h * 72);
  let y = box.y;
  layout.rows.forEach((_, r) => {
    const fill = r === 0 ? colors.accent : r % 2 === 0 ? theme.tint : colors.background;
    doc.rect(box.x, y, box.w, heights[r]).fill(hex(fill));
    y += heights[r];
  });
  // Each cell's lines as the engine broke them, none cut.
  for (const cell of layout.cells.flat()) drawText(doc, cell, theme);
  // Rules drawn last, over the fills: outer frame, row lines, column lines.
  doc.lineWidth(0.75).strokeColor(hex(theme.rule));
  doc.rect(box.x, box.y, box.w, y - box.y).stroke();
  heights.slice(0, -1).reduce((acc, h) => {
    doc
      .moveTo(box.x, acc + h)
      .lineTo(box.x + box.w, acc + h)
      .stroke();
    return acc + h;
  }, box.y);
  widths.slice(0, -1).reduce((acc, w) => {
    doc
      .moveTo(acc + w, box.y)
      .lineTo(acc + w, y)
      .stroke();
    return acc + w;
  }, box.x);
  if (layout.hidden) {
    doc.font(PDF_FONT.italic).fontSize(11).fillColor(hex(colors.muted));
    doc.text(moreRowsLabel(layout.hidden), box.x, y + 6, { width: box.w, height: 16, lineBreak: false });
  }
}

function drawAvatar(
  doc: Doc,
  member: TeamMemberCard,
  image: LoadedImage | null,
  cx: number,
  cy: number,
  r: number,
  theme: ResolvedTheme,
) {
  if (image) {
    doc.save();
    doc.circle(cx, cy, r).clip();
    doc.image(image.data, cx - r, cy - r, { cover: [2 * r, 2 * r], align: 'center', valign: 'center' });
    doc.restore();
    return;
  }
  doc.circle(cx, cy, r).fill(hex(theme.colors.accent));
  doc
    .font(PDF_FONT.bold)
    .fontSize(r * 0.8)
    .fillColor(hex(theme.onAccent));
  doc.text(initials(member.name), cx - r, cy - r * 0.5, { width: 2 * r, align: 'center', lineBreak: false });
}

/** Team members as cards: avatar (photo or initials), then the name, role and line the engine laid out. */
export function drawTeam(
  doc: Doc,
  members: TeamMemberCard[],
  images: Array<LoadedImage | null>,
  box: Box,
  theme: ResolvedTheme,
) {
  // The layout is shared with the web and the PPTX exporter, in inches.
  const { cards, avatar: avatarIn, texts } = teamCards(members, inchesOf(box), theme.font);
  const avatar = avatarIn * 72;
  cards.forEach((inches, i) => {
    const { x, y, w, h } = { x: inches.x * 72, y: inches.y * 72, w: inches.w * 72, h: inches.h * 72 };
    doc.roundedRect(x, y, w, h, 9).lineWidth(0.75).fillAndStroke(hex(theme.tint), hex(theme.rule));
    const top = y + TEAM_CARD.avatarTop * 72;
    drawAvatar(doc, members[i], images[i] ?? null, x + w / 2, top + avatar / 2, avatar / 2, theme);
    for (const block of texts[i]) drawText(doc, block, theme);
  });
}

/** A picture fitted inside the box with its caption, or a dashed placeholder naming what is missing. */
export function drawImage(
  doc: Doc,
  visual: Extract<Visual, { kind: 'image' }>,
  image: LoadedImage | null,
  box: Box,
  theme: ResolvedTheme,
) {
  const captionH = visual.caption ? 30 : 0;
  const area = { ...box, h: box.h - captionH };
  if (image) {
    doc.image(image.data, area.x, area.y, { fit: [area.w, area.h], align: 'center', valign: 'center' });
  } else {
    doc.rect(area.x, area.y, area.w, area.h).fill(hex(theme.tint));
    doc.rect(area.x, area.y, area.w, area.h).lineWidth(1).dash(6, { space: 4 }).stroke(hex(theme.rule)).undash();
    doc.font(PDF_FONT.regular).fontSize(16).fillColor(hex(theme.colors.muted));
    doc.text(`Image: ${visual.alt || 'not available'}`, area.x + 12, area.y + area.h / 2 - 10, {
      width: area.w - 24,
      align: 'center',
      height: 40,
      ellipsis: true,
    });
  }
  if (visual.caption) {
    doc.font(PDF_FONT.italic).fontSize(12).fillColor(hex(theme.colors.muted));
    doc.text(visual.caption, box.x, box.y + box.h - captionH + 8, {
      width: box.w,
      align: 'center',
      height: 22,
      ellipsis: true,
    });
  }
}
