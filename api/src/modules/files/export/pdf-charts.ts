import { chartAxes, formatValue, textOn, type Box, type ChartAxes, type ChartSpec } from '@kuza/contracts';
import type { ResolvedTheme } from './deck-theme';
import { PDF_FONT } from './fonts';

type Doc = PDFKit.PDFDocument;

export const hex = (color: string): string => `#${color}`;

/** Axis bounds and a step of 1, 2, 2.5 or 5 × 10ⁿ, giving about five gridlines that include zero. */
export function niceScale(min: number, max: number): { min: number; max: number; step: number } {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  const span = hi - lo || Math.abs(hi) || 1;
  const rough = span / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step || step, step };
}

/** The series' names in a row centred under the chart, the first at the side the chart starts from. */
function legend(
  doc: Doc,
  names: string[],
  colors: readonly string[],
  x: number,
  y: number,
  width: number,
  theme: ResolvedTheme,
  axes: ChartAxes,
) {
  doc.font(PDF_FONT.regular).fontSize(10);
  const widths = names.map((n) => doc.widthOfString(n) + 26);
  const total = widths.reduce((a, b) => a + b, 0);
  let cx = x + Math.max(0, (width - total) / 2) + (axes.legend === 'right' ? Math.min(total, width) : 0);
  names.forEach((name, i) => {
    if (axes.legend === 'right') {
      // From the right, mirrored: the swatch at the item's right end, its name before it.
      cx -= widths[i];
      doc.rect(cx + widths[i] - 10, y + 2, 10, 10).fill(hex(colors[i % colors.length]));
      doc
        .fillColor(hex(theme.colors.text))
        .text(name, cx + 12, y, { width: widths[i] - 26, align: 'right', lineBreak: false });
      return;
    }
    doc.rect(cx, y + 2, 10, 10).fill(hex(colors[i % colors.length]));
    doc.fillColor(hex(theme.colors.text)).text(name, cx + 14, y, { lineBreak: false });
    cx += widths[i];
  });
}

/**
 * Bars or lines over a value axis with gridlines, category labels below and each value labelled; categories in the
 * slots and the value axis on the side `axes` gives (from the right on a right-to-left page).
 */
function drawAxisChart(doc: Doc, chart: ChartSpec, box: Box, theme: ResolvedTheme, axes: ChartAxes) {
  const { colors, palette } = theme;
  const values = chart.series.flatMap((s) => s.values);
  const scale = niceScale(Math.min(...values), Math.max(...values));
  const ticks: number[] = [];
  for (let v = scale.min; v <= scale.max + scale.step / 2; v += scale.step) ticks.push(Number(v.toPrecision(12)));
  doc.font(PDF_FONT.regular).fontSize(9);
  const axisW = Math.max(...ticks.map((t) => doc.widthOfString(formatValue(t, chart.unit)))) + 8;
  const legendH = chart.series.length > 1 ? 20 : 0;
  const axisRight = axes.valueAxis === 'right';
  const plot = { x: axisRight ? box.x : box.x + axisW, y: box.y + 16, w: box.w - axisW, h: box.h - 16 - 20 - legendH };
  const yOf = (v: number) => plot.y + plot.h - ((v - scale.min) / (scale.max - scale.min)) * plot.h;

  for (const tick of ticks) {
    const y = yOf(tick);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.w, y)
      .lineWidth(tick === 0 ? 1 : 0.5)
      .stroke(hex(tick === 0 ? colors.muted : theme.rule));
    // The figures stand against the plot: right-aligned left of it, left-aligned right of it.
    const tickLabel = axisRight
      ? { x: plot.x + plot.w + 6, align: 'left' as const }
      : { x: box.x, align: 'right' as const };
    doc.fillColor(hex(colors.muted)).text(formatValue(tick, chart.unit), tickLabel.x, y - 5, {
      width: axisW - 6,
      align: tickLabel.align,
      lineBreak: false,
    });
  }
  const slot = plot.w / chart.labels.length;
  doc.font(PDF_FONT.regular).fontSize(chart.labels.length > 8 ? 8 : 10);
  chart.labels.forEach((label, i) => {
    doc.fillColor(hex(colors.text)).text(label, plot.x + axes.slot(i) * slot + 2, plot.y + plot.h + 5, {
      width: slot - 4,
      height: 14,
      align: 'center',
      ellipsis: true,
      lineBreak: false,
    });
  });

  const labelSize = Math.max(7, Math.min(12, slot / chart.series.length / 4));
  chart.series.forEach((series, j) => {
    const color = hex(palette[j % palette.length]);
    const points = series.values.map((v, i) => ({ v, x: plot.x + (axes.slot(i) + 0.5) * slot, y: yOf(v) }));
    if (chart.kind === 'line') {
      points.forEach((p, i) => (i === 0 ? doc.moveTo(p.x, p.y) : doc.lineTo(p.x, p.y)));
      doc.lineWidth(2.5).lineJoin('round').stroke(color);
      points.forEach((p) => doc.circle(p.x, p.y, 3.5).fill(color));
    } else {
      const group = slot * 0.72;
      const barW = group / chart.series.length;
      // The first series' bar at the side the chart starts from.
      const place = axes.slot(0) === 0 ? j : chart.series.length - 1 - j;
      points.forEach((p, i) => {
        p.x = plot.x + axes.slot(i) * slot + (slot - group) / 2 + (place + 0.5) * barW;
        const top = yOf(Math.max(p.v, 0));
        doc.rect(p.x - barW / 2 + 1, top, barW - 2, Math.max(yOf(Math.min(p.v, 0)) - top, 0.5)).fill(color);
      });
    }
    doc.font(PDF_FONT.bold).fontSize(labelSize).fillColor(hex(colors.text));
    for (const p of points) {
      const y = p.v >= 0 || chart.kind === 'line' ? yOf(p.v) - labelSize - 4 : yOf(p.v) + 3;
      doc.text(formatValue(p.v, chart.unit), p.x - 40, y, { width: 80, align: 'center', lineBreak: false });
    }
  });
  if (legendH)
    legend(
      doc,
      chart.series.map((s) => s.name),
      palette,
      box.x,
      box.y + box.h - 14,
      box.w,
      theme,
      axes,
    );
}

/**
 * Slices from twelve o'clock, clockwise, each with its share inside and a legend with values beside the pie: at its
 * right, or at its left on a right-to-left page (the pie then at the box's right).
 */
function drawPie(doc: Doc, chart: ChartSpec, box: Box, theme: ResolvedTheme, axes: ChartAxes) {
  const { colors, palette } = theme;
  const values = chart.series[0].values.map((v) => Math.max(0, v));
  const total = values.reduce((a, b) => a + b, 0);
  if (total <= 0) {
    doc
      .font(PDF_FONT.regular)
      .fontSize(14)
      .fillColor(hex(colors.muted))
      .text('No data to chart', box.x, box.y + box.h / 2 - 8, { width: box.w, align: 'center' });
    return;
  }
  const r = Math.min(box.h, box.w * 0.5) / 2 - 4;
  const fromRight = axes.legend === 'right';
  const cx = fromRight ? box.x + box.w - r - 8 : box.x + r + 8;
  const cy = box.y + box.h / 2;
  let angle = -Math.PI / 2;
  values.forEach((value, i) => {
    const sweep = (value / total) * Math.PI * 2;
    const color = palette[i % palette.length];
    if (sweep >= Math.PI * 2 - 1e-6) doc.circle(cx, cy, r).fill(hex(color));
    else if (sweep > 0) {
      const [x0, y0] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
      const [x1, y1] = [cx + r * Math.cos(angle + sweep), cy + r * Math.sin(angle + sweep)];
      doc
        .path(`M ${cx} ${cy} L ${x0} ${y0} A ${r} ${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x1} ${y1} Z`)
        .fillAndStroke(hex(color), hex(colors.background));
    }
    if (value / total >= 0.06) {
      const mid = angle + sweep / 2;
      doc
        .font(PDF_FONT.bold)
        .fontSize(11)
        .fillColor(hex(textOn(color)));
      doc.text(
        `${Math.round((value / total) * 100)}%`,
        cx + r * 0.62 * Math.cos(mid) - 25,
        cy + r * 0.62 * Math.sin(mid) - 6,
        { width: 50, align: 'center', lineBreak: false },
      );
    }
    angle += sweep;
  });
  const lx = fromRight ? box.x : cx + r + 28;
  const lw = fromRight ? cx - r - 28 - box.x : box.x + box.w - lx;
  const rowH = Math.min(26, (box.h - 10) / chart.labels.length);
  const fontSize = Math.max(8, Math.min(12, rowH * 0.5));
  let y = cy - (rowH * chart.labels.length) / 2;
  chart.labels.forEach((label, i) => {
    doc.rect(fromRight ? lx + lw - 11 : lx, y + 2, 11, 11).fill(hex(palette[i % palette.length]));
    const share = Math.round((values[i] / total) * 100);
    doc.font(PDF_FONT.regular).fontSize(fontSize).fillColor(hex(colors.text));
    const value = chart.unit === '%' ? '' : ` (${formatValue(chart.series[0].values[i], chart.unit)})`;
    doc.text(`${label} — ${share}%${value}`, fromRight ? lx : lx + 18, y, {
      width: lw - 18,
      height: rowH,
      align: fromRight ? 'right' : 'left',
      ellipsis: true,
      lineBreak: false,
    });
    y += rowH;
  });
}

/** A chart drawn as vector shapes with selectable labels, inside `box` (points), from the right on a right-to-left page. */
export function drawChart(doc: Doc, chart: ChartSpec, box: Box, theme: ResolvedTheme, rightToLeft = false): void {
  const axes = chartAxes(chart, rightToLeft);
  let area = box;
  if (chart.title) {
    doc.font(PDF_FONT.bold).fontSize(14).fillColor(hex(theme.colors.text));
    doc.text(chart.title, box.x, box.y, {
      width: box.w,
      align: 'center',
      height: 20,
      ellipsis: true,
      lineBreak: false,
    });
    area = { ...box, y: box.y + 26, h: box.h - 26 };
  }
  if (chart.kind === 'pie') drawPie(doc, chart, area, theme, axes);
  else drawAxisChart(doc, chart, area, theme, axes);
}
