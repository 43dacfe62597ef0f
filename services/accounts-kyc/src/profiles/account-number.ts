import { randomInt } from 'node:crypto';

/**
 * Account numbers: the fund's 4-digit prefix, a 7-digit serial drawn at random (a cryptographic
 * random number, so a number tells nothing about its neighbours and the next one cannot be guessed)
 * and a Luhn check digit, so a mistyped number is caught. The column's unique constraint decides a
 * collision; the caller draws again. Numbers given out before (from a sequence) keep their value.
 */
export const ACCOUNT_NUMBER_PREFIX = '7700';
export const ACCOUNT_SERIAL_DIGITS = 7;
const SERIAL_RANGE = 10 ** ACCOUNT_SERIAL_DIGITS;

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
  const body = ACCOUNT_NUMBER_PREFIX + serial.toString().padStart(ACCOUNT_SERIAL_DIGITS, '0');
  return body + luhnCheckDigit(body);
}

/** A fresh account number with a uniformly random serial. */
export function randomAccountNumber(): string {
  return formatAccountNumber(randomInt(SERIAL_RANGE));
}

/** The serial part of an account number (digits 5 to 11). */
export function accountSerial(accountNumber: string): number {
  return Number(accountNumber.slice(ACCOUNT_NUMBER_PREFIX.length, -1));
}

export function isValidAccountNumber(value: string): boolean {
  return /^\d{12}$/.test(value) && luhnCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}
