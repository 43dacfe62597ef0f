import { Component, type ReactNode } from 'react';
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

/** Keeps a screen standing when the charts' code cannot be loaded (e.g. the network dropped): it shows `fallback` in their place. */
export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
