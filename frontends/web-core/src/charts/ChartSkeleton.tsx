import './charts.css';

/** The grey box a chart's place shows while its code or data loads (no chart library needed). */
export function ChartSkeleton({ label, count = 1 }: { label: string; count?: number }) {
  return (
    <div className="chart-grid" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card chart chart-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
