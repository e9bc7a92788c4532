import { initials, teamLayout, type Box, type TeamMemberCard, type Visual } from '@kuza/contracts';
import type { ResolvedTheme } from './deck-theme';
import { PDF_FONT } from './fonts';
import type { LoadedImage } from './images';
import { hex } from './pdf-charts';

type Doc = PDFKit.PDFDocument;

/** The largest size from `sizes` at which `measure(size)` (a height in points) fits `height`. */
export function fitSize(sizes: number[], height: number, measure: (size: number) => number): number {
  return sizes.find((size) => measure(size) <= height) ?? sizes[sizes.length - 1];
}

/** A ruled grid: accent header row, striped body, columns as wide as their longest cell allows. */
export function drawTable(doc: Doc, allRows: string[][], hiddenRows: number, box: Box, theme: ResolvedTheme) {
  const { colors } = theme;
  const lengths = allRows[0].map((_, c) => Math.min(40, Math.max(6, ...allRows.map((r) => r[c].length))));
  const total = lengths.reduce((a, b) => a + b, 0);
  const widths = lengths.map((l) => (box.w * l) / total);
  const pad = 6;
  // A cell shows at most three lines; longer text ends in an ellipsis rather than a giant row.
  const cellHeight = (text: string, c: number) =>
    Math.min(doc.heightOfString(text || ' ', { width: widths[c] - 2 * pad }), doc.currentLineHeight(true) * 3 + 1);
  const rowHeights = (rows: string[][], size: number) =>
    rows.map((row, r) => {
      doc.font(r === 0 ? PDF_FONT.bold : PDF_FONT.regular).fontSize(size);
      return Math.max(...row.map((cell, c) => cellHeight(cell, c))) + 2 * pad;
    });
  const footH = 22;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const size = fitSize([16, 15, 14, 13, 12, 11, 10, 9, 8], box.h - (hiddenRows ? footH : 0), (s) =>
    sum(rowHeights(allRows, s)),
  );
  let heights = rowHeights(allRows, size);
  // Still too tall at the smallest size: keep the rows that fit above a 'more rows' line.
  let rows = allRows;
  if (sum(heights) > box.h - (hiddenRows ? footH : 0)) {
    while (rows.length > 2 && sum(heights) > box.h - footH) {
      rows = rows.slice(0, -1);
      heights = heights.slice(0, -1);
    }
  }
  const hidden = hiddenRows + allRows.length - rows.length;
  let y = box.y;
  rows.forEach((row, r) => {
    const fill = r === 0 ? colors.accent : r % 2 === 0 ? theme.tint : colors.background;
    doc.rect(box.x, y, box.w, heights[r]).fill(hex(fill));
    let x = box.x;
    row.forEach((cell, c) => {
      doc
        .font(r === 0 ? PDF_FONT.bold : PDF_FONT.regular)
        .fontSize(size)
        .fillColor(hex(r === 0 ? theme.onAccent : colors.text));
      doc.text(cell, x + pad, y + pad, { width: widths[c] - 2 * pad, height: heights[r] - 2 * pad, ellipsis: true });
      x += widths[c];
    });
    y += heights[r];
  });
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
  if (hidden) {
    doc.font(PDF_FONT.italic).fontSize(11).fillColor(hex(colors.muted));
    doc.text(`… and ${hidden} more row${hidden === 1 ? '' : 's'}`, box.x, y + 6, {
      width: box.w,
      height: 16,
      lineBreak: false,
    });
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

/** Team members as cards: avatar (photo or initials), name, role and bio, centred. */
export function drawTeam(
  doc: Doc,
  members: TeamMemberCard[],
  images: Array<LoadedImage | null>,
  box: Box,
  theme: ResolvedTheme,
) {
  // The layout is shared with the PPTX exporter, in inches.
  const {
    cards,
    avatar: avatarIn,
    large,
  } = teamLayout(members.length, { x: box.x / 72, y: box.y / 72, w: box.w / 72, h: box.h / 72 });
  const avatar = avatarIn * 72;
  cards.forEach((inches, i) => {
    const member = members[i];
    const { x, y, w, h } = { x: inches.x * 72, y: inches.y * 72, w: inches.w * 72, h: inches.h * 72 };
    doc.roundedRect(x, y, w, h, 9).lineWidth(0.75).fillAndStroke(hex(theme.tint), hex(theme.rule));
    drawAvatar(doc, member, images[i] ?? null, x + w / 2, y + 18 + avatar / 2, avatar / 2, theme);
    const textW = w - 20;
    let ty = y + avatar + 30;
    doc
      .font(PDF_FONT.bold)
      .fontSize(large ? 18 : 14)
      .fillColor(hex(theme.colors.text));
    doc.text(member.name, x + 10, ty, { width: textW, align: 'center', height: 44, ellipsis: true });
    ty = doc.y + 2;
    doc
      .font(PDF_FONT.regular)
      .fontSize(large ? 14 : 11)
      .fillColor(hex(theme.colors.accent));
    doc.text(member.role, x + 10, ty, { width: textW, align: 'center', height: 36, ellipsis: true });
    ty = doc.y + 6;
    if (member.bio && y + h - 10 > ty) {
      doc
        .font(PDF_FONT.regular)
        .fontSize(large ? 12 : 10)
        .fillColor(hex(theme.colors.muted));
      doc.text(member.bio, x + 10, ty, { width: textW, align: 'center', height: y + h - 10 - ty, ellipsis: true });
    }
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
