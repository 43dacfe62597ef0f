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

export interface FrameSkeletonProps {
  /** Announced while loading. */
  label?: string;
  /** The frame's brand name, drawn as the frame's banner will draw it (its largest text). */
  brand?: string;
  /** The menu button's text at phone width, so that the brand wraps as it will in the frame. */
  menuLabel?: string;
}

/**
 * The frame's shape with placeholders, while the signed-in frame itself (its code, the session, the caller)
 * loads. Its banner is the frame's own: the brand and, on a phone, the menu button's place, so nothing in
 * the banner moves when the frame replaces it.
 */
export function FrameSkeleton({ label = 'Loading…', brand, menuLabel = 'Menu' }: FrameSkeletonProps) {
  return (
    <div className="app-frame" data-testid="frame-skeleton">
      <div className="app-frame-bar" aria-hidden="true">
        <span className="brand">
          <span className="brand-mark">U</span>
          {brand && <span>{brand}</span>}
        </span>
        <span className="app-frame-menu-button skeleton-menu-button">
          <span className="app-frame-menu-icon" />
          {menuLabel}
        </span>
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
