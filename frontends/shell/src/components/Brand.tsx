import { Link } from '@portal/web-core/router';

/** The brand names the frames' banners show (and their placeholders, before the frames' code has loaded). */
export const PORTAL_NAME = 'UNSEAF Grant Portal';
export const ADMIN_PORTAL_NAME = 'Admin Portal';

/** The brand name of the frame a path is drawn in. */
export const frameBrandFor = (pathname: string): string => (pathname.startsWith('/admin') ? ADMIN_PORTAL_NAME : PORTAL_NAME);

export function Brand({ tagline = true }: { tagline?: boolean }) {
  return (
    <Link to="/" className="brand">
      <span className="brand-mark" aria-hidden="true">
        U
      </span>
      <span>
        {PORTAL_NAME}
        {tagline && <small>Development &amp; Sustainability Accelerator</small>}
      </span>
    </Link>
  );
}
