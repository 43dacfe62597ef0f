import type { ReactNode } from 'react';

export interface DialogHeaderProps {
  /** The heading's id: the Dialog's labelledBy. */
  titleId: string;
  title: ReactNode;
  /** Shown beside the title (e.g. "Step 1 of 3"). */
  children?: ReactNode;
  /** With it, a × button that closes the dialog. */
  onClose?: () => void;
  closeLabel?: string;
  closeDisabled?: boolean;
}

/** A dialog's title row: the heading, what goes beside it, and the × close button. */
export function DialogHeader({ titleId, title, children, onClose, closeLabel = 'Close', closeDisabled }: DialogHeaderProps) {
  return (
    <div className="portal-dialog-head">
      <h2 id={titleId}>{title}</h2>
      {children}
      {onClose && (
        <button type="button" className="portal-dialog-close" aria-label={closeLabel} onClick={onClose} disabled={closeDisabled}>
          ×
        </button>
      )}
    </div>
  );
}
