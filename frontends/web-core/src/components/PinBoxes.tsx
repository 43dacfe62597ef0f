import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { PIN_LENGTH, sanitizePinInput } from '@portal/contracts/web';

export interface PinBoxesProps {
  digits: string[];
  onDigits: (digits: string[]) => void;
  /** The boxes' ids are `${idPrefix}-0` … `${idPrefix}-5`. */
  idPrefix?: string;
  /** Each box's label, e.g. `PIN digit 1` (the page passes it in its language). */
  digitLabel?: (n: number) => string;
  /** The id of the error text, when there is one. */
  errorId?: string;
}

export const emptyPin = (): string[] => Array.from({ length: PIN_LENGTH }, () => '');

/**
 * Six masked digit boxes: digits only (non-digits are stripped), a paste spreads over the boxes,
 * Backspace and the arrow keys move between them.
 */
export function PinBoxes({ digits, onDigits, idPrefix = 'pin', digitLabel = (n) => `PIN digit ${n}`, errorId }: PinBoxesProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (i: number) => boxes.current[Math.max(0, Math.min(PIN_LENGTH - 1, i))]?.focus();

  const put = (index: number, text: string) => {
    const clean = sanitizePinInput(text);
    const next = [...digits];
    if (clean === '') {
      next[index] = '';
      onDigits(next);
      return;
    }
    let i = index;
    for (const ch of clean) {
      if (i >= PIN_LENGTH) break;
      next[i] = ch;
      i += 1;
    }
    onDigits(next);
    focusBox(i);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      if (digits[index]) {
        const next = [...digits];
        next[index] = '';
        onDigits(next);
      } else if (index > 0) {
        const next = [...digits];
        next[index - 1] = '';
        onDigits(next);
        focusBox(index - 1);
      }
      event.preventDefault();
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
      event.preventDefault();
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
      event.preventDefault();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    put(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="pin-boxes">
      {digits.map((d, i) => (
        <input
          key={i}
          id={`${idPrefix}-${i}`}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          className="pin-box"
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={1}
          value={d}
          aria-label={digitLabel(i + 1)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => put(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
