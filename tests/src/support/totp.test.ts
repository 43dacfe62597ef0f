import { describe, it, expect } from '@jest/globals';
import { usableSteps } from './totp.js';

const STEP_MS = 30_000;
const step = 58_000_000; // any step; the times below are offsets into it
const at = (msIntoStep: number): number => step * STEP_MS + msIntoStep;

describe('usableSteps (which one-time-code steps a test sign-in may send)', () => {
  it('offers the current, the next and the previous step while enough of the current step is left', () => {
    expect(usableSteps(at(0))).toEqual([step, step + 1, step - 1]);
    expect(usableSteps(at(19_999))).toEqual([step, step + 1, step - 1]);
  });

  it('never offers the previous step in the last 10 s of a step: Keycloak would read it after it expired', () => {
    expect(usableSteps(at(20_000))).toEqual([step, step + 1]);
    expect(usableSteps(at(29_999))).toEqual([step, step + 1]);
  });

  it("every step offered is still within Keycloak's window (previous, current, next) 10 s later", () => {
    for (let ms = 0; ms < STEP_MS; ms += 250) {
      const later = Math.floor(at(ms + 10_000) / STEP_MS);
      for (const offered of usableSteps(at(ms))) expect(Math.abs(offered - later)).toBeLessThanOrEqual(1);
    }
  });
});
