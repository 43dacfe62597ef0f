import { FrameSkeleton } from '@portal/web-core/ui';
import { useLocation } from '@portal/web-core/router';
import { frameBrandFor } from './Brand';

/** The frame's placeholder with the brand of the frame the current page is drawn in (recipient or admin). */
export function PortalFrameSkeleton({ label }: { label?: string }) {
  const { pathname } = useLocation();
  return <FrameSkeleton label={label} brand={frameBrandFor(pathname)} />;
}
