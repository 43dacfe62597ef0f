import { useEffect, useRef, type ReactNode } from 'react';
import { useServerText } from '@portal/web-core';

/** The step's title (every step is labelled by it); it takes the focus when its step appears, unless told not to. */
export function StepHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 id="mny-step-title" ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

export function StepError({ message, id }: { message: string | null; id?: string }) {
  const serverText = useServerText();
  if (!message) return null;
  return (
    <div className="alert alert-error" role="alert" id={id}>
      {serverText(message)}
    </div>
  );
}
