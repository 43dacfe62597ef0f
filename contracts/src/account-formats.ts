/**
 * The shapes of the bank references a recipient types (withdrawal details, transfers). The spec gives no
 * format, so these are the widest that hold real numbers: a domestic account number or an IBAN is 4 to 34
 * letters and digits (spaces and hyphens between them allowed) with at least four digits; a US ABA routing
 * number is exactly nine digits. The forms check them before the PIN step and the services refuse the same.
 */
export const ACCOUNT_NUMBER_MIN_LENGTH = 4;
export const ACCOUNT_NUMBER_MAX_LENGTH = 34;
const ACCOUNT_NUMBER_SHAPE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;
const ROUTING_NUMBER_SHAPE = /^[0-9]{9}$/;

export const AccountFormatMessages = {
  accountNumber: 'Please enter a valid account number (4 to 34 letters and digits, at least 4 of them digits)',
  routingNumber: 'Routing number must be 9 digits',
} as const;

export function isAccountNumber(value: string): boolean {
  const text = value.trim();
  const digits = text.replace(/[^0-9]/g, '').length;
  return (
    text.length >= ACCOUNT_NUMBER_MIN_LENGTH &&
    text.length <= ACCOUNT_NUMBER_MAX_LENGTH &&
    ACCOUNT_NUMBER_SHAPE.test(text) &&
    digits >= ACCOUNT_NUMBER_MIN_LENGTH
  );
}

export function isRoutingNumber(value: string): boolean {
  return ROUTING_NUMBER_SHAPE.test(value.trim());
}
