// A signed-in page's first script, small and loaded beside the shell's entry (prerender.mjs adds it to each
// app-<remote>.html): it starts the Keycloak session check and, with its token, the page's first API reads,
// while the shell's code is still on its way. On a phone that code takes seconds to arrive and run; the
// session and the reads need a few round trips of their own, now spent at the same time. The auth client
// and the API client take both over when they run (@portal/web-core/early-session); if anything here
// fails they start again on their own.
import Keycloak from 'keycloak-js';
import { pageStartedItsSession, publishEarlySession, type EarlyReads } from '@portal/web-core/early-session';
import { checkSsoOptions, isAdminPath, keycloakConfig } from '@portal/web-core/keycloak-setup';
import { signedInRoute } from '../signed-in-routes';
import { EARLY_PLAN_ID, isSamePath, readEarlyPlan, type EarlyPlan } from './plan';

interface KeycloakSettings {
  url: string;
  realm: string;
  clientId: string;
  adminClientId: string;
}

/** The Keycloak part of the sign-in configuration (the auth client checks the whole answer again). */
function keycloakSettings(answer: unknown): KeycloakSettings {
  const keycloak = (answer as { keycloak?: Partial<Record<keyof KeycloakSettings, unknown>> } | null)?.keycloak;
  const { url, realm, clientId, adminClientId } = keycloak ?? {};
  if (typeof url !== 'string' || typeof realm !== 'string' || typeof clientId !== 'string' || typeof adminClientId !== 'string') {
    throw new Error('The portal did not answer a sign-in configuration');
  }
  return { url, realm, clientId, adminClientId };
}

/** A fetch whose failure nobody may ever ask about: handled here, so the page logs no unhandled rejection. */
function quietly(answer: Promise<Response>): Promise<Response> {
  answer.catch(() => undefined);
  return answer;
}

/** The session check, then the reads with its token; resolves with what the auth client takes over. */
async function checkSession(plan: EarlyPlan, admin: boolean, reads: EarlyReads): Promise<{ config: unknown; keycloak: Keycloak }> {
  const answer = await fetch(plan.config, { headers: { accept: 'application/json' } });
  if (!answer.ok) throw new Error(`The sign-in configuration answered ${answer.status}`);
  const config: unknown = await answer.json();
  const settings = keycloakSettings(config);
  const keycloak = new Keycloak(keycloakConfig(settings.url, settings.realm, admin ? settings.adminClientId : settings.clientId, window.location.hostname));
  await keycloak.init(checkSsoOptions(window.location.origin));
  const token = keycloak.authenticated ? keycloak.token : undefined;
  if (token) {
    reads.token = token;
    reads.sentAt = performance.now();
    const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
    for (const path of plan.reads) reads.answers.set(path, quietly(fetch(path, { headers })));
  }
  return { config, keycloak };
}

function start(plan: EarlyPlan): void {
  const admin = isAdminPath(window.location.pathname);
  const reads: EarlyReads = { token: null, sentAt: 0, answers: new Map() };
  const started = checkSession(plan, admin, reads);
  started.catch(() => undefined); // the auth client starts again on its own
  publishEarlySession({ admin, started, reads });
  preloadRemote(plan.manifest).catch(() => undefined); // a hint only: the runtime loads the remote either way
}

const fileName = (value: unknown): value is string => typeof value === 'string' && /^[\w.-]+$/.test(value);

interface RemoteManifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

/**
 * The remote's entry and the first files of its App, preloaded now: the federation runtime asks for them
 * only once the shell's entry has run, and then finds them here.
 */
async function preloadRemote(manifestPath: string): Promise<void> {
  const answer = await fetch(manifestPath);
  if (!answer.ok) return;
  const manifest = (await answer.json()) as RemoteManifest;
  const base = manifest.metaData?.publicPath;
  const entry = manifest.metaData?.remoteEntry?.name;
  if (!isSamePath(base) || !fileName(entry)) return;
  const app = manifest.exposes?.find((expose) => expose.path === './App')?.assets;
  const list = (files: unknown) => (Array.isArray(files) ? files.filter(fileName) : []);
  const preloads: [string, 'script' | 'style'][] = [
    [entry, 'script'],
    ...list(app?.js?.sync).map((file): [string, 'script'] => [file, 'script']),
    ...list(app?.css?.sync).map((file): [string, 'style'] => [file, 'style']),
  ];
  for (const [file, kind] of preloads) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = kind;
    link.href = `${base}${file}`;
    document.head.append(link);
  }
}

const plan = readEarlyPlan(document.getElementById(EARLY_PLAN_ID)?.textContent);
// Only where the shell will start a session too: a path of the section that is not a signed-in page (a
// mistyped /dashboard/x) gets the "not found" page and no session check. And only while the shell's code has
// not started its own: one check per page (see pageStartedItsSession).
if (plan && signedInRoute(window.location.pathname)?.remote === plan.remote && !pageStartedItsSession()) start(plan);
