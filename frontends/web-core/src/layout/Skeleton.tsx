/** Grey placeholder bars where a page's content is about to appear; announced once as loading. */
export function Skeleton({ label = 'Loading…', lines = 4 }: { label?: string; lines?: number }) {
  return (
    <div className="skeleton" role="status" aria-live="polite" aria-busy="true" data-testid="skeleton">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton-bar skeleton-title" aria-hidden="true" />
      <div className="skeleton-card" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <div key={index} className="skeleton-bar" style={{ width: `${90 - ((index * 17) % 40)}%` }} />
        ))}
      </div>
    </div>
  );
}

/** The frame's shape with placeholders, while the signed-in frame itself (its code, the session, the caller) loads. */
export function FrameSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="app-frame" data-testid="frame-skeleton">
      <div className="app-frame-bar" aria-hidden="true">
        <span className="brand-mark">U</span>
      </div>
      <div className="app-frame-body">
        <div className="app-frame-side skeleton-side" aria-hidden="true">
          {Array.from({ length: 7 }, (_, index) => (
            <div key={index} className="skeleton-bar skeleton-on-dark" />
          ))}
        </div>
        <div className="app-frame-main">
          <Skeleton label={label} />
        </div>
      </div>
    </div>
  );
}
