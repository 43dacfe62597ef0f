import { PinMessages, type PinStatus } from '@portal/contracts/web';

/** The lock message while the PIN is locked (minutes rounded up, at least 1), else null. */
export function pinLockMessage(pin: PinStatus | undefined, now = Date.now()): string | null {
  if (!pin?.lockedUntil) return null;
  const ms = Date.parse(pin.lockedUntil) - now;
  if (!(ms > 0)) return null;
  return PinMessages.locked(Math.max(1, Math.ceil(ms / 60_000)));
}
