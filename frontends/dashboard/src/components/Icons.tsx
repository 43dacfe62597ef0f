/** Inline icons (decorative: hidden from assistive technology, the text next to them carries the meaning). */

interface IconProps {
  className: string;
  viewBox: number;
  size: number;
  /** A filled shape, or a line drawing (stroke) with its joins. */
  paint: { fill: 'currentColor' } | { stroke: 'currentColor'; strokeLinecap?: 'round' };
  d: string;
}

function Icon({ className, viewBox, size, paint, d }: IconProps) {
  const shape = 'stroke' in paint ? { fill: 'none', strokeWidth: 2, strokeLinejoin: 'round' as const, ...paint } : paint;
  return (
    <svg className={className} viewBox={`0 0 ${viewBox} ${viewBox}`} width={size} height={size} aria-hidden="true" focusable="false">
      <path {...shape} d={d} />
    </svg>
  );
}

export const LockIcon = () => (
  <Icon
    className="dsh-lock"
    viewBox={16}
    size={14}
    paint={{ fill: 'currentColor' }}
    d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
  />
);

export const UploadIcon = () => (
  <Icon
    className="dsh-icon"
    viewBox={24}
    size={32}
    paint={{ stroke: 'currentColor', strokeLinecap: 'round' }}
    d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
  />
);

export const FileIcon = () => (
  <Icon
    className="dsh-icon"
    viewBox={24}
    size={22}
    paint={{ stroke: 'currentColor' }}
    d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Zm0 0v5h5"
  />
);
