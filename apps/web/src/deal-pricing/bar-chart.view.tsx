/** One bar: its label, its size (any non-negative integer unit), and the value as the page writes it. */
export interface Bar {
  readonly label: string;
  readonly value: bigint;
  readonly text: string;
}

/** The drawing's own units: the SVG scales to its container's width (CSS), so these are proportions. */
const WIDTH = 360;
const ROW = 40;
const BAR_HEIGHT = 14;
const LABEL_CHARS = 30;

const shortened = (label: string): string =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/**
 * A horizontal bar chart drawn on the server: one row per bar, its label on the left and its value
 * on the right, the bar under them scaled to the largest. It has a `viewBox` and no fixed width, so
 * it fits a 375 px phone as well as a wide window; `role="img"` with a title and a description that
 * reads every value, for screen readers. The page puts the same figures in a table next to it.
 */
export function BarChart(props: { id: string; title: string; description: string; bars: readonly Bar[] }) {
  const { id, bars } = props;
  const largest = bars.reduce((max, bar) => (bar.value > max ? bar.value : max), 0n);
  const height = Math.max(bars.length, 1) * ROW;
  const length = (value: bigint): number =>
    largest === 0n ? 0 : Math.max(value > 0n ? 1 : 0, Number((value * BigInt(WIDTH * 100)) / largest) / 100);
  const spoken = bars.map((bar) => `${bar.label}: ${bar.text}`).join('; ');
  return (
    <svg
      class="bar-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-title`}>{props.title}</title>
      <desc id={`${id}-desc`}>{`${props.description} ${spoken || 'No amounts yet.'}`}</desc>
      {bars.map((bar, index) => {
        const top = index * ROW;
        return (
          <g key={`${index}`}>
            <text x="0" y={top + 14} class="bar-label">
              {shortened(bar.label)}
            </text>
            <text x={WIDTH} y={top + 14} class="bar-value" text-anchor="end">
              {bar.text}
            </text>
            <rect x="0" y={top + 20} width={WIDTH} height={BAR_HEIGHT} class="bar-track" />
            <rect x="0" y={top + 20} width={length(bar.value)} height={BAR_HEIGHT} class="bar" />
          </g>
        );
      })}
    </svg>
  );
}
