import { Link } from '@portal/web-core/router';

export function Brand({ tagline = true }: { tagline?: boolean }) {
  return (
    <Link to="/" className="brand">
      <span className="brand-mark" aria-hidden="true">
        U
      </span>
      <span>
        UNSEAF Grant Portal
        {tagline && <small>Development &amp; Sustainability Accelerator</small>}
      </span>
    </Link>
  );
}
