import { chartAxes, formatValue, type ChartAxes, type ChartSpec, type SlideColors } from '@kuza/contracts';
import { describeChart } from './chart-data';

/** Series (or pie slice) `index`'s colour: the scheme's chart palette, as the exports use it. */
const seriesColor = (colors: SlideColors, index: number) => colors.chart[index % colors.chart.length];

export interface SlideChartProps {
  chart: ChartSpec;
  colors: SlideColors;
  /** On a right-to-left page (the engine's mirrored chart): categories and legend from the right, as the exports draw it. */
  rightToLeft?: boolean;
}

const W = 480;
const H = 270;
const PAD = { top: 16, right: 12, bottom: 44, left: 12 };

function Legend({ names, colors, y, axes }: { names: string[]; colors: SlideColors; y: number; axes: ChartAxes }) {
  const width = W / Math.max(1, names.length);
  // The first name at the side the chart starts from.
  const cell = (i: number) => (axes.legend === 'right' ? names.length - 1 - i : i);
  return (
    <g fontSize="12">
      {names.map((name, i) => (
        <g key={i} transform={`translate(${cell(i) * width + 8}, ${y})`}>
          <rect width="10" height="10" y="-9" rx="2" fill={seriesColor(colors, i)} />
          <text x="15" fill={colors.text}>
            {name.length > 28 ? `${name.slice(0, 27)}…` : name}
          </text>
        </g>
      ))}
    </g>
  );
}

function BarsOrLines({ chart, colors, axes }: { chart: ChartSpec; colors: SlideColors; axes: ChartAxes }) {
  const values = chart.series.flatMap((s) => s.values);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plotH = H - PAD.top - PAD.bottom;
  const plotW = W - PAD.left - PAD.right;
  const y = (v: number) => PAD.top + ((max - v) / span) * plotH;
  const band = plotW / chart.labels.length;
  const x = (i: number) => PAD.left + band * axes.slot(i) + band / 2;
  const barW = (band * 0.7) / chart.series.length;
  // The first series' bar at the side the chart starts from.
  const place = (si: number) => (axes.slot(0) === 0 ? si : chart.series.length - 1 - si);
  return (
    <>
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke={colors.muted} strokeWidth="1" />
      {chart.series.map((s, si) =>
        chart.kind === 'bar' ? (
          s.values.map((v, i) => (
            <rect
              key={`${si}-${i}`}
              x={x(i) - band * 0.35 + place(si) * barW}
              y={Math.min(y(v), y(0))}
              width={Math.max(1, barW - 2)}
              height={Math.max(1, Math.abs(y(v) - y(0)))}
              fill={seriesColor(colors, si)}
              rx="2"
            />
          ))
        ) : (
          <g key={si} stroke={seriesColor(colors, si)} fill={seriesColor(colors, si)}>
            <polyline points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} fill="none" strokeWidth="3" />
            {s.values.map((v, i) => (
              <circle key={i} cx={x(i)} cy={y(v)} r="4" />
            ))}
          </g>
        ),
      )}
      {chart.series.length === 1 &&
        chart.series[0].values.map((v, i) => (
          <text key={i} x={x(i)} y={y(v) + (v < 0 ? 14 : -6)} fontSize="12" textAnchor="middle" fill={colors.text}>
            {formatValue(v, chart.unit)}
          </text>
        ))}
      {chart.labels.map((label, i) => (
        <text key={i} x={x(i)} y={H - PAD.bottom + 16} fontSize="12" textAnchor="middle" fill={colors.muted}>
          {label.length > 14 ? `${label.slice(0, 13)}…` : label}
        </text>
      ))}
      {chart.series.length > 1 && (
        <Legend names={chart.series.map((s, i) => s.name || `Series ${i + 1}`)} colors={colors} y={H - 6} axes={axes} />
      )}
    </>
  );
}

function Pie({ chart, colors, axes }: { chart: ChartSpec; colors: SlideColors; axes: ChartAxes }) {
  const values = chart.series[0].values.map((v) => Math.max(0, v));
  const total = values.reduce((a, b) => a + b, 0);
  const r = 95;
  const cx = W / 2;
  const cy = (H - 28) / 2;
  let angle = -Math.PI / 2;
  const point = (a: number) => `${cx + r * Math.cos(a)},${cy + r * Math.sin(a)}`;
  return (
    <>
      {total === 0 ? (
        <circle cx={cx} cy={cy} r={r} fill="none" stroke={colors.muted} />
      ) : (
        values.map((v, i) => {
          const share = v / total;
          const start = angle;
          angle += share * 2 * Math.PI;
          if (share >= 0.9999) return <circle key={i} cx={cx} cy={cy} r={r} fill={seriesColor(colors, i)} />;
          const large = share > 0.5 ? 1 : 0;
          const d = `M${cx},${cy} L${point(start)} A${r},${r} 0 ${large} 1 ${point(angle)} Z`;
          return <path key={i} d={d} fill={seriesColor(colors, i)} stroke={colors.background} strokeWidth="1" />;
        })
      )}
      <Legend
        names={chart.labels.map((label, i) => `${label} ${total ? Math.round((values[i] / total) * 100) : 0}%`)}
        colors={colors}
        y={H - 6}
        axes={axes}
      />
    </>
  );
}

/** A normalised chart drawn as plain SVG (bar, line or pie): no chart library, so slides stay light. */
export function SlideChart({ chart, colors, rightToLeft }: SlideChartProps) {
  const axes = chartAxes(chart, rightToLeft);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" height="100%" role="img" aria-label={describeChart(chart)}>
      {chart.kind === 'pie' ? (
        <Pie chart={chart} colors={colors} axes={axes} />
      ) : (
        <BarsOrLines chart={chart} colors={colors} axes={axes} />
      )}
    </svg>
  );
}
