import { ChartFigure } from './ChartFigure';
import './charts.css';

export interface Meter {
  label: string;
  used: number;
  total: number;
}

export interface MetersFigureProps {
  title: string;
  summary: string;
  meters: readonly Meter[];
  labelHeading: string;
  usedHeading: string;
  totalHeading: string;
  shareHeading: string;
  formatValue(value: number): string;
  formatShare(part: number, whole: number): string;
  /** The words beside a bar, e.g. "$1,200.00 of $5,000.00". */
  describe(meter: Meter): string;
}

/** Used against a total as one bar per measure (a grant against its award, a quarter against its limit), each named and described in words. */
export function MetersFigure({
  title,
  summary,
  meters,
  labelHeading,
  usedHeading,
  totalHeading,
  shareHeading,
  formatValue,
  formatShare,
  describe,
}: MetersFigureProps) {
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={{
        caption: title,
        columns: [labelHeading, usedHeading, totalHeading, shareHeading],
        rows: meters.map((m) => [m.label, formatValue(m.used), formatValue(m.total), formatShare(m.used, m.total)]),
      }}
    >
      <ul className="chart-meters">
        {meters.map((m) => {
          const share = m.total > 0 ? Math.min(1, Math.max(0, m.used / m.total)) : 0;
          return (
            <li key={m.label}>
              <span className="chart-meter-label">{m.label}</span>
              <span className="chart-meter-track">
                <span className="chart-meter-fill" style={{ width: `${(share * 100).toFixed(1)}%` }} />
              </span>
              <span className="chart-meter-text">
                {describe(m)} · {formatShare(m.used, m.total)}
              </span>
            </li>
          );
        })}
      </ul>
    </ChartFigure>
  );
}
