import type { KycStatus } from '@portal/contracts/web';
import { formatStatus } from '@portal/web-core';
import { StatusBadge, type BadgeTone } from '@portal/web-core/ui';

const TONE: Record<KycStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger', not_submitted: 'neutral' };

export function KycStatusBadge({ status }: { status: KycStatus }) {
  return (
    <StatusBadge tone={TONE[status]} status={status}>
      {formatStatus(status)}
    </StatusBadge>
  );
}
