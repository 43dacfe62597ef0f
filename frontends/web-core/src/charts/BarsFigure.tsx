import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from './chart-colors';
import { ChartFigure } from './ChartFigure';
import { useWidth } from './use-width';

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarsFigureProps {
  title: string;
  summary: string;
  bars: readonly BarDatum[];
  labelHeading: string;
  valueHeading: string;
  formatValue(value: number): string;
  formatAxis(value: number): string;
}

const ROW_HEIGHT = 36;

/**
 * Values side by side as horizontal bars, each named on its axis and labelled with its value at its end,
 * so one colour is enough (spending by type, a funnel's stages).
 */
export function BarsFigure({ title, summary, bars, labelHeading, valueHeading, formatValue, formatAxis }: BarsFigureProps) {
  const { ref, width } = useWidth<HTMLDivElement>();
  const labelWidth = Math.min(180, Math.max(96, Math.floor(width * 0.35)));
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={{ caption: title, columns: [labelHeading, valueHeading], rows: bars.map((b) => [b.label, formatValue(b.value)]) }}
    >
      <div ref={ref} className="chart-canvas">
        <BarChart
          width={width}
          height={bars.length * ROW_HEIGHT + 40}
          data={[...bars]}
          layout="vertical"
          margin={{ top: 4, right: 72, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={formatAxis} stroke={CHART_COLORS.axis} />
          <YAxis type="category" dataKey="label" width={labelWidth} stroke={CHART_COLORS.axis} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [formatValue(Number(value)), valueHeading]} cursor={{ fill: CHART_COLORS.areaFill }} />
          <Bar dataKey="value" fill={CHART_COLORS.primary} barSize={20} isAnimationActive={false}>
            <LabelList
              dataKey="value"
              position="right"
              formatter={(value: unknown) => formatValue(Number(value))}
              fill={CHART_COLORS.secondary}
              fontSize={12}
            />
          </Bar>
        </BarChart>
      </div>
    </ChartFigure>
  );
}
