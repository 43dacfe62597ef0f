import type { ReactNode } from 'react';

/** A table row's last cell: its buttons side by side (on a phone, the table's card shows them under "Actions"). */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td data-label="Actions">
      <div className="adm-actions">{children}</div>
    </td>
  );
}
