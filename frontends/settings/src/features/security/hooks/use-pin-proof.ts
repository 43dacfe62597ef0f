import { useState } from 'react';
import { newPinProof, type PinProofDraft } from '../utils/pin-proof';

/**
 * The proof state of a PIN change or deletion with its error line: `fields(...)` are the props of
 * `PinProofFields`, where typing clears the error.
 */
export function usePinProof(locked: boolean) {
  const [proof, setProof] = useState<PinProofDraft>(newPinProof);
  const [error, setError] = useState<string | null>(null);
  const fields = (disabled: boolean, errorId: string) => ({
    proof,
    onChange: (next: PinProofDraft) => {
      setProof(next);
      setError(null);
    },
    locked,
    disabled,
    errorId: error ? errorId : undefined,
  });
  return { proof, setProof, error, setError, fields };
}
