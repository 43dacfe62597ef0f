import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import type Keycloak from 'keycloak-js';
import { Api } from '@portal/contracts/web';
import {
  EARLY_READ_MAX_AGE_MS,
  PAGE_STARTED_KEY,
  pageStartedItsSession,
  publishEarlySession,
  takeEarlyRead,
  takeEarlySession,
  type EarlySession,
} from './early-session';

const ME = Api.me.get.path;
const DASHBOARD = Api.me.dashboard.path;

function session(admin = false): EarlySession {
  const answers = new Map([
    [ME, Promise.resolve(new Response('{"id":"me"}'))],
    [DASHBOARD, Promise.resolve(new Response('{}'))],
  ]);
  return {
    admin,
    started: Promise.resolve({ config: {}, keycloak: {} as Keycloak }),
    reads: { token: 'token-1', sentAt: performance.now(), answers },
  };
}
const withToken = (token: string, method = 'GET'): RequestInit => ({ method, headers: new Headers({ authorization: `Bearer ${token}` }) });

beforeEach(() => {
  delete (globalThis as Record<string, unknown>)[PAGE_STARTED_KEY];
});

afterEach(() => {
  jest.useRealTimers();
});

test('an early script that runs after the page has looked for its session starts none of its own', () => {
  expect(pageStartedItsSession()).toBe(false); // the early script came first: it starts the check
  expect(takeEarlySession(false)).toBeUndefined(); // the page's code came first and found nothing: it checks itself
  expect(pageStartedItsSession()).toBe(true); // so an early script arriving now stays out
});

test('the page takes its early session once, and only with the client it needs', () => {
  publishEarlySession(session(false));
  expect(takeEarlySession(true)).toBeUndefined();
  expect(takeEarlySession(false)).toBeUndefined(); // gone after the first look, even when it was the wrong client
  const recipient = session(false);
  publishEarlySession(recipient);
  expect(takeEarlySession(false)).toBe(recipient);
  expect(takeEarlySession(false)).toBeUndefined();
});

test('an early read answers the same GET with the same token, once', async () => {
  publishEarlySession(session());
  takeEarlySession(false);
  expect(takeEarlyRead(ME, withToken('token-2'))).toBeUndefined(); // another token (refreshed, or someone else's)
  expect(takeEarlyRead(ME, withToken('token-1', 'POST'))).toBeUndefined();
  expect(takeEarlyRead(`${ME}?x=1`, withToken('token-1'))).toBeUndefined();
  expect(takeEarlyRead(ME, {})).toBeUndefined(); // no token at all
  const answer = takeEarlyRead(ME, withToken('token-1'));
  expect(await (await answer)?.json()).toEqual({ id: 'me' });
  expect(takeEarlyRead(ME, withToken('token-1'))).toBeUndefined(); // the second call asks the API again
});

test('an early read older than its limit is not handed out', () => {
  const old = session();
  old.reads.sentAt = performance.now() - EARLY_READ_MAX_AGE_MS - 1;
  publishEarlySession(old);
  takeEarlySession(false);
  expect(takeEarlyRead(DASHBOARD, withToken('token-1'))).toBeUndefined();
});

test('without an adopted session (signed out, or no early script) nothing is answered early', () => {
  const signedOut = session();
  signedOut.reads.token = null;
  publishEarlySession(signedOut);
  takeEarlySession(false);
  expect(takeEarlyRead(ME, withToken('token-1'))).toBeUndefined();
});
