import { useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and says how it went (a browser without clipboard access fails). */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, copy };
}
