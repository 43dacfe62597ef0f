/**
 * Account numbers: the fund's 4-digit prefix, a 7-digit serial from a database sequence
 * (unique by construction) and a Luhn check digit, so a mistyped number is caught.
 */
export const ACCOUNT_NUMBER_PREFIX = '7700';

export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function formatAccountNumber(serial: bigint | number): string {
  const body = ACCOUNT_NUMBER_PREFIX + serial.toString().padStart(7, '0');
  return body + luhnCheckDigit(body);
}

export function isValidAccountNumber(value: string): boolean {
  return /^\d{12}$/.test(value) && luhnCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}
