import type { ReactNode } from 'react';

/** A table row's last cell: its buttons side by side (on a phone, `.adm-stack` shows them under "Actions"). */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td data-label="Actions">
      <div className="adm-actions">{children}</div>
    </td>
  );
}
