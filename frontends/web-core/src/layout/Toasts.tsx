import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  /** The text; a node (e.g. one that translates itself) follows a language switch while shown. */
  text: ReactNode;
  /** A test id for the toast element, where a journey looks for one toast among others. */
  testId?: string;
}

/** How long a toast stays, by tone (an error a little longer, to be read). */
export const TOAST_DURATION_MS: Record<ToastTone, number> = { success: 5000, info: 5000, error: 8000 };

interface ToastApi {
  show: (tone: ToastTone, text: ReactNode, testId?: string) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Adds a toast: a new error clears the older success toasts, so no "saved" stands beside a failure. */
export function addToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  const kept = toast.tone === 'error' ? toasts.filter((t) => t.tone !== 'success') : toasts;
  return [...kept, toast];
}

function ToastItem({ toast, onDismiss, closeLabel }: { toast: Toast; onDismiss: (id: number) => void; closeLabel: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS[toast.tone]);
    return () => window.clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <li className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'} data-testid={toast.testId}>
      <span>{toast.text}</span>
      <button type="button" className="toast-close" aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}

/**
 * The page's toast stack (one, in the frame): short notices that clear by themselves after a few
 * seconds. `useToast()` anywhere below shows one.
 */
export function ToastProvider({ closeLabel = 'Dismiss', children }: { closeLabel?: string; children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((tone: ToastTone, text: ReactNode, testId?: string) => {
    const id = next.current++;
    setToasts((list) => addToast(list, { id, tone, text, testId }));
  }, []);
  const value = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ol className="toast-stack">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} closeLabel={closeLabel} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

/** Shows a toast in the page's stack (nothing outside a ToastProvider). */
export function useToast(): ToastApi['show'] {
  const api = useContext(ToastContext);
  return api?.show ?? noop;
}

const noop = () => {};
