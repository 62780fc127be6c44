import { formatMoney } from '../deals/deal-format';
import type { PipelineRow } from './pipeline-rows';

/** The drawing's own units; the SVG scales to its container (375 px phones included). */
const WIDTH = 640;
const HEIGHT = 300;
const PLOT = { left: 64, right: 8, top: 12, bottom: 44 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;
/** At most this many month labels under the axis, so they never overlap. */
const MAX_LABELS = 12;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-03` as `Mar 2026`, for labels and the text alternative. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? month} ${year}`;
}

/**
 * A bar chart of price and weighted price per month, drawn on the server as SVG: no script, no
 * framework. It is an image to assistive technology (`role="img"`) named by its title and described
 * by its summary (`aria-describedby`); the table beside it holds every figure (pipeline.page.tsx).
 */
export function PipelineChart({ rows, currency }: { rows: readonly PipelineRow[]; currency: string }) {
  const top = niceCeiling(Math.max(0, ...rows.flatMap((row) => [row.price, row.weighted])));
  const y = (value: number) => round(PLOT.top + PLOT_HEIGHT - (top === 0 ? 0 : (value / top) * PLOT_HEIGHT));
  const band = PLOT_WIDTH / Math.max(1, rows.length);
  const bar = round(Math.max(1, band * 0.36));
  const labelEvery = Math.ceil(rows.length / MAX_LABELS);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);
  const first = rows[0];
  const last = rows[rows.length - 1];
  const highest = rows.reduce<PipelineRow | null>(
    (best, row) => (best && best.price >= row.price ? best : row),
    null,
  );
  const description =
    `Price and weighted price of the pipeline per month, ${first ? monthLabel(first.month) : ''} to ` +
    `${last ? monthLabel(last.month) : ''}, in ${currency.toUpperCase()}. ` +
    (highest && highest.price > 0
      ? `The highest month is ${monthLabel(highest.month)} at ${formatMoney(highest.price, currency)}. `
      : 'No deal is scheduled in these months. ') +
    'The table below lists every figure.';
  return (
    <figure class="chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="pipeline-chart-title"
        aria-describedby="pipeline-chart-desc"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id="pipeline-chart-title">Pipeline by month</title>
        <desc id="pipeline-chart-desc">{description}</desc>
        {ticks.map((tick) => (
          <g key={tick} class="chart-grid">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text x={PLOT.left - 6} y={y(tick) + 4} text-anchor="end">
              {compact(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, i) => {
          const x = round(PLOT.left + i * band + (band - 2 * bar) / 2);
          const middle = round(PLOT.left + i * band + band / 2);
          return (
            <g key={row.month}>
              <rect class="chart-price" x={x} y={y(row.price)} width={bar} height={y(0) - y(row.price)} />
              <rect
                class="chart-weighted"
                x={round(x + bar)}
                y={y(row.weighted)}
                width={bar}
                height={y(0) - y(row.weighted)}
              />
              {i % labelEvery === 0 && (
                <text class="chart-label" x={middle} y={HEIGHT - PLOT.bottom + 16} text-anchor="middle">
                  {MONTH_NAMES[Number(row.month.slice(5)) - 1]}
                  <tspan x={middle} dy="14">
                    {row.month.slice(0, 4)}
                  </tspan>
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span class="legend chart-price-key" aria-hidden="true" /> Price{' '}
        <span class="legend chart-weighted-key" aria-hidden="true" /> Weighted (price × probability)
      </figcaption>
    </figure>
  );
}

/** The smallest 1, 2 or 5 × 10^k at or above `value` (the top of the axis); 0 stays 0. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** An axis label: `12.5k`, `3M`. */
function compact(value: number): string {
  return new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Coordinates to a hundredth of a unit: exact enough to draw, short to send. */
const round = (value: number): number => Math.round(value * 100) / 100;
