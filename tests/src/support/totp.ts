import { mkdirSync, openSync, closeSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate, ScureBase32Plugin } from 'otplib';
import { waitFor } from './wait.js';

/** The realm's OTP policy (deploy/keycloak/realm-grant-portal.json): TOTP, SHA-1, 6 digits, 30 s, look-ahead 1. */
const PERIOD_S = 30;
const LOOK_AHEAD = 1;

/**
 * Keycloak keeps a secret as the text stored in the realm file; an authenticator app gets that
 * text's bytes in Base32 (what the QR code carries). The demo admins' secrets are in
 * deploy/keycloak/demo-users.json.
 */
export function base32Secret(rawSecret: string): string {
  return new ScureBase32Plugin().encode(new TextEncoder().encode(rawSecret));
}

/** The code of one 30-second step. */
export function totpAt(rawSecret: string, step: number): Promise<string> {
  return generate({ secret: base32Secret(rawSecret), epoch: step * PERIOD_S });
}

/** The code an authenticator shows now. */
export function totpNow(rawSecret: string): Promise<string> {
  return totpAt(rawSecret, currentStep());
}

function currentStep(): number {
  return Math.floor(Date.now() / 1000 / PERIOD_S);
}

const CLAIMS_DIR = path.join(tmpdir(), 'portal-test-totp-claims');

/** Atomically claims (user, step) for this process: false when another sign-in (any test process) used it. */
function claim(user: string, step: number): boolean {
  mkdirSync(CLAIMS_DIR, { recursive: true });
  try {
    closeSync(openSync(path.join(CLAIMS_DIR, `${user}.${step}`), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function forgetOldClaims(): void {
  const oldest = currentStep() - 10;
  for (const name of readdirSync(CLAIMS_DIR)) {
    if (Number(name.split('.').pop()) < oldest) rmSync(path.join(CLAIMS_DIR, name), { force: true });
  }
}

/**
 * A code whose step ends sooner than this is not sent: between making a code and Keycloak checking it
 * lie a form submission and a page load, which on a loaded machine have taken seconds.
 */
const MIN_VALIDITY_LEFT_MS = 10_000;

/**
 * The steps whose codes Keycloak will still accept once it reads them, best first. Keycloak accepts
 * the previous, current and next step (look-ahead 1) of its own clock: the current step's code stays
 * valid until the next step ends, the next step's a step longer, but the previous step's only until
 * the current step ends. So the previous step is offered only while enough of the current one is left
 * (a code of it made in a step's last seconds reached Keycloak a step too late: "Invalid authenticator
 * code" in CI).
 */
export function usableSteps(nowMs: number): number[] {
  const now = Math.floor(nowMs / 1000 / PERIOD_S);
  const msLeftInStep = (now + 1) * PERIOD_S * 1000 - nowMs;
  const steps = [now, now + LOOK_AHEAD];
  if (msLeftInStep > MIN_VALIDITY_LEFT_MS) steps.push(now - LOOK_AHEAD);
  return steps;
}

/**
 * A one-time code for `user` that no other sign-in of this test run has used and that is still valid
 * when Keycloak reads it (see usableSteps). Keycloak accepts a code once (the realm keeps
 * `otpPolicyCodeReusable` off): test processes running side by side claim steps through exclusive
 * files, so no sign-in sends a used code (which brute-force detection would count as a failure); when
 * every usable step is taken it waits for the next step to begin.
 */
export async function freshTotp(user: string, rawSecret: string): Promise<string> {
  for (;;) {
    const now = currentStep();
    for (const step of usableSteps(Date.now())) {
      if (claim(user, step)) {
        forgetOldClaims();
        return totpAt(rawSecret, step);
      }
    }
    await waitFor(() => currentStep() > now, { timeoutMs: (PERIOD_S + 5) * 1000, intervalMs: 250, what: 'the next one-time-code step' });
  }
}
