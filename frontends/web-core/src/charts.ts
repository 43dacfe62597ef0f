// The chart wrappers (recharts). Not a federation singleton and not in ui.ts: an app imports these only
// from a lazily loaded chunk, so the chart library never joins a first load. ChartSkeleton (no chart
// library) is the Suspense fallback the eager code may import from '@portal/web-core/chart-skeleton'.
export { ChartFigure, DataTable, type ChartFigureProps, type DataTableProps } from './charts/ChartFigure';
export { LineChartFigure, type LineChartFigureProps, type LinePoint } from './charts/LineChartFigure';
export { BarsFigure, type BarsFigureProps, type BarDatum } from './charts/BarsFigure';
export { StackedBarsFigure, type StackedBarsFigureProps, type StackSeries } from './charts/StackedBarsFigure';
export { MetersFigure, type MetersFigureProps, type Meter } from './charts/MetersFigure';
export { useChartFormat, chartFormat, centsToDecimal, type ChartFormat } from './charts/chart-format';
export { CHART_COLORS } from './charts/chart-colors';
