// A signed-in page's session, started before the page's code has arrived (shell/src/early/start-session.ts),
// and handed to the auth client and the API client once they run. Free of the rest of web-core and of
// contracts: the early script bundles this file, and web-core (a Module Federation singleton) keeps its own
// copy of it; the two meet through the page's window.
import type Keycloak from 'keycloak-js';

/** The page's first API reads, sent by the early script with the session's first token. */
export interface EarlyReads {
  /** The access token they were sent with; null until then (or when signed out). */
  token: string | null;
  /** performance.now() when they went out. */
  sentAt: number;
  /** The answers, by path. */
  answers: Map<string, Promise<Response>>;
}

/** What the early script leaves on the page. */
export interface EarlySession {
  /** Started with the admin client (an /admin page) rather than the recipients' client. */
  admin: boolean;
  /**
   * The sign-in configuration as the portal answered it (not yet checked) and the Keycloak instance once its
   * session check is done; rejects when either failed.
   */
  started: Promise<{ config: unknown; keycloak: Keycloak }>;
  reads: EarlyReads;
}

const KEY = '__portalEarlySession';
/** Set once the page's code has looked for the early session (and, finding none, started its own check). */
export const PAGE_STARTED_KEY = '__portalPageSessionStarted';
/** An early read older than this is not handed out: the screen asks again. */
export const EARLY_READ_MAX_AGE_MS = 30_000;

type WithEarly = { [KEY]?: EarlySession; [PAGE_STARTED_KEY]?: true };

/**
 * For the early script, before it starts anything: whether the page's code got there first (the early script
 * loads async and may run after it) and runs its own session check. Then the early script starts none: its check
 * would find the sign-in's code already taken from the URL, ask Keycloak again through the silent check, and
 * send the first reads a second time with a token nobody uses.
 */
export function pageStartedItsSession(): boolean {
  return (globalThis as WithEarly)[PAGE_STARTED_KEY] === true;
}

/** Called by the early script: the session it started, for the page's code to take over. */
export function publishEarlySession(session: EarlySession): void {
  (globalThis as WithEarly)[KEY] = session;
}

let adopted: EarlySession | null = null;

/**
 * The early session of this page, once, when it was started with the client the page needs (`admin`);
 * undefined otherwise. Its reads are then kept for `takeEarlyRead`.
 */
export function takeEarlySession(admin: boolean): EarlySession | undefined {
  const holder = globalThis as WithEarly;
  holder[PAGE_STARTED_KEY] = true;
  const session = holder[KEY];
  delete holder[KEY];
  if (!session || session.admin !== admin) return undefined;
  adopted = session;
  return session;
}

const pathOf = (input: RequestInfo | URL): string | null => {
  if (typeof input !== 'string' || !input.startsWith('/')) return null;
  return input;
};

const authorizationOf = (init?: RequestInit): string | null => {
  const headers = new Headers(init?.headers);
  return headers.get('authorization');
};

/**
 * The answer the early script already asked for, when this call is the same read: a GET of the same path
 * with the same token, within EARLY_READ_MAX_AGE_MS. Each answer is handed out once; undefined otherwise.
 */
export function takeEarlyRead(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  const reads = adopted?.reads;
  const path = pathOf(input);
  if (!reads?.token || !path) return undefined;
  // Every later call of the page goes through here: once nothing is left to hand out, the session is let go.
  if (reads.answers.size === 0 || performance.now() - reads.sentAt > EARLY_READ_MAX_AGE_MS) {
    adopted = null;
    return undefined;
  }
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  if (authorizationOf(init) !== `Bearer ${reads.token}`) return undefined;
  const answer = reads.answers.get(path);
  reads.answers.delete(path);
  return answer;
}
