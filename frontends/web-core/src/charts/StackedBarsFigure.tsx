import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS, CHART_PATTERNS } from './chart-colors';
import { ChartFigure } from './ChartFigure';
import { useWidth } from './use-width';

export interface StackSeries {
  key: string;
  label: string;
}

export interface StackedBarsFigureProps {
  title: string;
  summary: string;
  /** One column per x value (e.g. a week's Monday), each with a value per series key. */
  columns: readonly { x: string; values: Readonly<Record<string, number>> }[];
  series: readonly StackSeries[];
  xHeading: string;
  /** The heading of the table's last column (the column's total). */
  totalHeading: string;
  formatTick(x: string): string;
  formatX(x: string): string;
  formatValue(value: number): string;
  formatAxis(value: number): string;
}

const COLORS = [CHART_COLORS.primary, CHART_COLORS.secondary, CHART_COLORS.tertiary];
const HEIGHT = 260;

/** The SVG fill of a series: a solid colour, or the colour in stripes or dots (so series differ in more than colour). */
function fillOf(index: number, id: string): string {
  return CHART_PATTERNS[index % CHART_PATTERNS.length] === 'solid' ? COLORS[index % COLORS.length]! : `url(#${id}-${index})`;
}

/** Several series stacked in one bar per x value (e.g. per week), with a legend naming each series. */
export function StackedBarsFigure(props: StackedBarsFigureProps) {
  const { title, summary, columns, series, xHeading, totalHeading, formatTick, formatX, formatValue, formatAxis } = props;
  const { ref, width } = useWidth<HTMLDivElement>();
  const id = `stack-${title.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
  const data = columns.map((c) => ({ x: c.x, ...c.values }));
  const rows = columns.map((c) => [
    formatX(c.x),
    ...series.map((s) => formatValue(c.values[s.key] ?? 0)),
    formatValue(series.reduce((sum, s) => sum + (c.values[s.key] ?? 0), 0)),
  ]);
  return (
    <ChartFigure title={title} summary={summary} table={{ caption: title, columns: [xHeading, ...series.map((s) => s.label), totalHeading], rows }}>
      <div ref={ref} className="chart-canvas">
        <BarChart width={width} height={HEIGHT} data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <defs>
            {series.map((_, i) => {
              const kind = CHART_PATTERNS[i % CHART_PATTERNS.length];
              const color = COLORS[i % COLORS.length]!;
              if (kind === 'solid') return null;
              return (
                <pattern
                  key={i}
                  id={`${id}-${i}`}
                  width="6"
                  height="6"
                  patternUnits="userSpaceOnUse"
                  patternTransform={kind === 'stripes' ? 'rotate(45)' : undefined}
                >
                  <rect width="6" height="6" fill="#ffffff" />
                  {kind === 'stripes' ? <rect width="3.5" height="6" fill={color} /> : <circle cx="3" cy="3" r="2.2" fill={color} />}
                </pattern>
              );
            })}
          </defs>
          <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="x" tickFormatter={formatTick} stroke={CHART_COLORS.axis} minTickGap={12} tickMargin={6} />
          <YAxis tickFormatter={formatAxis} stroke={CHART_COLORS.axis} width={64} allowDecimals={false} />
          <Tooltip formatter={(value, name) => [formatValue(Number(value)), String(name)]} labelFormatter={(x) => formatX(String(x))} />
          <Legend />
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId="stack"
              fill={fillOf(i, id)}
              stroke={COLORS[i % COLORS.length]}
              strokeWidth={1}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </div>
    </ChartFigure>
  );
}
