import {
  CELL_PAD,
  COMPACT_SCALES,
  MORE_ROWS_H,
  TEAM_CARD,
  initials,
  moreRowsLabel,
  tableLayout,
  teamCards,
  type Box,
  chartAxes,
  type ChartSpec,
  type TeamMemberCard,
  type Visual,
} from '@kuza/contracts';
import type PptxGenJS from 'pptxgenjs';
import type { ResolvedTheme } from './deck-theme';
import { containBox, type LoadedImage } from './images';
import { addTextBlock } from './pptx-text';

type Pptx = PptxGenJS;
type Slide = PptxGenJS.Slide;

/**
 * An Excel number format for labels and the value axis: compact (K, M, B through thousands-scaling
 * commas, chosen by conditions, like the PDF's labels) with the unit as literal text.
 */
export function numberFormat(chart: ChartSpec): string {
  const unit = (chart.unit ?? '').replace(/"/g, '');
  const withUnit = (code: string, suffix = '') => {
    const label = suffix ? `"${suffix}"` : '';
    if (!unit) return `${code}${label}`;
    if (unit === '%') return `${code}${suffix ? `"${suffix}%"` : '"%"'}`;
    return unit.length === 1 ? `"${unit}"${code}${label}` : `${code}${suffix ? `"${suffix} ${unit}"` : `" ${unit}"`}`;
  };
  const max = Math.max(0, ...chart.series.flatMap((s) => s.values.map(Math.abs)));
  const plain = withUnit(chart.series.some((s) => s.values.some((v) => !Number.isInteger(v))) ? '#,##0.0' : '#,##0');
  // Thousands-scaling commas: one per three digits the scale divides by.
  const scaled = COMPACT_SCALES.map(({ from, divisor, suffix }): [number, string] => [
    from,
    withUnit(`#,##0.0${','.repeat(Math.log10(divisor) / 3)}`, suffix),
  ]);
  // Excel allows two conditions and a default: the two largest scales this chart reaches.
  const used = scaled.filter(([limit]) => max >= limit).slice(0, 2);
  return [...used.map(([limit, code]) => `[>=${limit}]${code}`), plain].join(';');
}

/**
 * A native chart (editable, data in an embedded workbook) with values on the bars, points or slices. On a
 * right-to-left page (chartAxes) its categories run from the right with the value axis at the right (the category
 * axis reversed, as Office draws a right-to-left chart; the sheet keeps reading order) and a pie's legend is at its left.
 */
export function addChart(
  pptx: Pptx,
  slide: Slide,
  chart: ChartSpec,
  box: Box,
  theme: ResolvedTheme,
  rightToLeft = false,
): void {
  const { colors, pptxFont } = theme;
  const axesOf = chartAxes(chart, rightToLeft);
  const data = chart.series.map((s) => ({
    name: s.name || chart.title || 'Series',
    labels: chart.labels,
    values: s.values,
  }));
  const common: PptxGenJS.IChartOpts = {
    ...box,
    chartColors: chart.kind === 'pie' ? [...theme.palette] : theme.palette.slice(0, chart.series.length),
    showTitle: !!chart.title,
    title: chart.title,
    titleColor: colors.text,
    titleFontFace: pptxFont,
    titleFontSize: 16,
    showLegend: chart.kind === 'pie' || chart.series.length > 1,
    legendPos: chart.kind === 'pie' ? (axesOf.legend === 'right' ? 'l' : 'r') : 'b',
    legendColor: colors.text,
    legendFontFace: pptxFont,
    legendFontSize: 12,
    showValue: true,
    dataLabelFormatCode: numberFormat(chart),
    dataLabelColor: colors.text,
    dataLabelFontFace: pptxFont,
    dataLabelFontSize: 11,
  };
  if (chart.kind === 'pie') {
    slide.addChart(pptx.ChartType.pie, data, {
      ...common,
      // Shares on the slices, names in the legend; the values stay in the chart's data sheet.
      showValue: false,
      showPercent: true,
      dataLabelFormatCode: '0%',
      dataLabelPosition: 'bestFit',
      dataLabelColor: theme.onAccent,
      firstSliceAng: 0,
    });
    return;
  }
  const axes: PptxGenJS.IChartOpts = {
    // Reversed, the first category is drawn rightmost and the value axis, crossing at it, at the right (pptxgenjs
    // writes the value as given; its types know only 'minMax').
    catAxisOrientation: (axesOf.valueAxis === 'right' ? 'maxMin' : 'minMax') as 'minMax',
    catAxisLabelColor: colors.muted,
    catAxisLabelFontFace: pptxFont,
    catAxisLabelFontSize: 12,
    valAxisLabelColor: colors.muted,
    valAxisLabelFontFace: pptxFont,
    valAxisLabelFontSize: 11,
    valAxisLabelFormatCode: numberFormat(chart),
    valGridLine: { color: theme.rule, size: 0.5 },
    catGridLine: { style: 'none' },
    catAxisLineColor: theme.rule,
    valAxisLineShow: false,
  };
  if (chart.kind === 'line') {
    slide.addChart(pptx.ChartType.line, data, {
      ...common,
      ...axes,
      lineSize: 3,
      lineDataSymbol: 'circle',
      lineDataSymbolSize: 8,
      dataLabelPosition: 't',
    });
  } else {
    slide.addChart(pptx.ChartType.bar, data, {
      ...common,
      ...axes,
      barDir: 'col',
      barGrouping: 'clustered',
      barGapWidthPct: 60,
      dataLabelPosition: 'outEnd',
    });
  }
}

/** A native table laid out by the shared table rule: accent header row, striped body, a line counting rows cut. */
export function addTable(slide: Slide, allRows: string[][], hiddenRows: number, box: Box, theme: ResolvedTheme): void {
  const { colors, pptxFont } = theme;
  const layout = tableLayout(allRows, hiddenRows, box, theme.font);
  const border: PptxGenJS.BorderProps = { type: 'solid', pt: 0.75, color: theme.rule };
  const tableRows: PptxGenJS.TableRow[] = layout.rows.map((row, r) =>
    row.map((text) => ({
      text,
      options:
        r === 0
          ? { bold: true, color: theme.onAccent, fill: { color: colors.accent } }
          : { color: colors.text, fill: { color: r % 2 === 0 ? theme.tint : colors.background } },
    })),
  );
  if (layout.hidden > 0) {
    tableRows.push([
      {
        text: moreRowsLabel(layout.hidden),
        options: { colspan: allRows[0].length, italic: true, color: colors.muted, fill: { color: colors.background } },
      },
    ]);
  }
  slide.addTable(tableRows, {
    ...box,
    h: undefined,
    colW: layout.colW,
    rowH: [...layout.rowH, ...(layout.hidden ? [MORE_ROWS_H] : [])],
    fontFace: pptxFont,
    fontSize: layout.size,
    border,
    // The engine's cell padding (inches), so PowerPoint breaks a cell's lines where the engine did.
    margin: CELL_PAD,
    valign: 'middle',
    autoPage: false,
  });
}

function addAvatar(slide: Slide, member: TeamMemberCard, image: LoadedImage | null, box: Box, theme: ResolvedTheme) {
  if (image) {
    // 'cover' crops a non-square photo to the circle instead of squashing it.
    const ratio = image.width / image.height;
    slide.addImage({
      data: `data:image/${image.type};base64,${image.data.toString('base64')}`,
      x: box.x,
      y: box.y,
      w: ratio >= 1 ? box.w * ratio : box.w,
      h: ratio >= 1 ? box.h : box.h / ratio,
      sizing: { type: 'cover', w: box.w, h: box.h },
      rounding: true,
      altText: member.name,
    });
    return;
  }
  slide.addText(initials(member.name), {
    ...box,
    shape: 'ellipse',
    fill: { color: theme.colors.accent },
    color: theme.onAccent,
    fontFace: theme.pptxFont,
    fontSize: Math.round(box.w * 22),
    bold: true,
    align: 'center',
    valign: 'middle',
  });
}

/** Team members as cards: avatar (photo or initials), then the name, role and line as the engine laid them out. */
export function addTeam(
  slide: Slide,
  members: TeamMemberCard[],
  images: Array<LoadedImage | null>,
  box: Box,
  theme: ResolvedTheme,
) {
  const { cards, avatar, texts } = teamCards(members, box, theme.font);
  cards.forEach(({ x, y, w, h }, i) => {
    slide.addShape('roundRect', {
      x,
      y,
      w,
      h,
      fill: { color: theme.tint },
      line: { color: theme.rule, width: 0.75 },
      rectRadius: 0.12,
    });
    const avatarBox = { x: x + (w - avatar) / 2, y: y + TEAM_CARD.avatarTop, w: avatar, h: avatar };
    addAvatar(slide, members[i], images[i] ?? null, avatarBox, theme);
    for (const block of texts[i]) addTextBlock(slide, block, theme);
  });
}

/** A picture fitted inside the box, or a labelled placeholder when it could not be loaded. */
export function addImage(
  slide: Slide,
  visual: Extract<Visual, { kind: 'image' }>,
  image: LoadedImage | null,
  box: Box,
  theme: ResolvedTheme,
) {
  const captionH = visual.caption ? 0.45 : 0;
  const area = { ...box, h: box.h - captionH };
  if (image) {
    slide.addImage({
      data: `data:image/${image.type};base64,${image.data.toString('base64')}`,
      ...containBox(image, area.x, area.y, area.w, area.h),
      altText: visual.alt,
    });
  } else {
    slide.addText(`Image: ${visual.alt || 'not available'}`, {
      ...area,
      shape: 'rect',
      fill: { color: theme.tint },
      line: { color: theme.rule, width: 1, dashType: 'dash' },
      color: theme.colors.muted,
      fontFace: theme.pptxFont,
      fontSize: 16,
      align: 'center',
      valign: 'middle',
    });
  }
  if (visual.caption) {
    slide.addText(visual.caption, {
      x: box.x,
      y: box.y + box.h - captionH,
      w: box.w,
      h: captionH,
      fontFace: theme.pptxFont,
      fontSize: 12,
      italic: true,
      color: theme.colors.muted,
      align: 'center',
    });
  }
}
