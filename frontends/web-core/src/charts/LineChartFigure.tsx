import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from './chart-colors';
import { ChartFigure } from './ChartFigure';
import { useWidth } from './use-width';

export interface LinePoint {
  /** The x value as the data has it (e.g. a YYYY-MM-DD day). */
  x: string;
  y: number;
}

export interface LineChartFigureProps {
  title: string;
  summary: string;
  points: readonly LinePoint[];
  /** The table's headings of the two columns. */
  xHeading: string;
  yHeading: string;
  /** An x value as an axis tick, and in full (table, tooltip). */
  formatTick(x: string): string;
  formatX(x: string): string;
  formatY(y: number): string;
  formatAxisY(y: number): string;
}

const HEIGHT = 240;

/** A value over time as a line with a soft area under it (e.g. the daily closing balance). */
export function LineChartFigure({ title, summary, points, xHeading, yHeading, formatTick, formatX, formatY, formatAxisY }: LineChartFigureProps) {
  const { ref, width } = useWidth<HTMLDivElement>();
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={{ caption: title, columns: [xHeading, yHeading], rows: points.map((p) => [formatX(p.x), formatY(p.y)]) }}
    >
      <div ref={ref} className="chart-canvas">
        <AreaChart width={width} height={HEIGHT} data={[...points]} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="x" tickFormatter={formatTick} stroke={CHART_COLORS.axis} minTickGap={24} tickMargin={6} />
          <YAxis tickFormatter={formatAxisY} stroke={CHART_COLORS.axis} width={64} />
          <Tooltip formatter={(value) => [formatY(Number(value)), yHeading]} labelFormatter={(x) => formatX(String(x))} />
          <Area type="stepAfter" dataKey="y" stroke={CHART_COLORS.primary} strokeWidth={2} fill={CHART_COLORS.areaFill} isAnimationActive={false} />
        </AreaChart>
      </div>
    </ChartFigure>
  );
}
