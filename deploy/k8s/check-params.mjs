#!/usr/bin/env node
// Refuses a production parameter file that is not filled in: a key of params.example.env missing or empty,
// a key it does not know (a typo would otherwise be ignored), a placeholder or a name that only exists on a
// developer's machine (REPLACE_ME, example, changeme, localhost, .test, .invalid, .local, loopback
// addresses), or a value of the wrong form (host name, CIDR, TLS URL, release tag).
//   node deploy/k8s/check-params.mjs [deploy/k8s/overlays/prod/params.env]
// kustomize has no such check: it stops only when params.env or one of its keys is missing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const EXAMPLE_FILE = path.join(HERE, 'overlays', 'prod', 'params.example.env');
export const PARAMS_FILE = path.join(HERE, 'overlays', 'prod', 'params.env');

/** What no production value may contain (case-insensitive). */
const PLACEHOLDERS = [
  /replace[_-]?me/i,
  /example/i,
  /change[_-]?me/i,
  /changeit/i,
  /\btodo\b/i,
  /\bxxx\b/i,
  /localhost/i,
  /\.(test|invalid|local|localdomain)(?=$|[:/.])/i,
  /(^|[/@.])127\.\d+\.\d+\.\d+/,
  /(^|\/\/)0\.0\.0\.0/,
  /^latest$/i,
];

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/; // a Kubernetes object or namespace name
const hostOf = (url) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};
const cidr = (v) => {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(v);
  return Boolean(m) && m.slice(1, 5).every((o) => Number(o) <= 255) && Number(m[5]) >= 8 && Number(m[5]) <= 32;
};
const url = (schemes) => (v) => schemes.some((s) => v.startsWith(`${s}://`)) && HOST.test(hostOf(v));

/** The form each value must have (keys without an entry need only be non-empty and free of placeholders). */
const FORMS = {
  PORTAL_HOST: [(v) => HOST.test(v), 'a DNS host name'],
  KEYCLOAK_HOST: [(v) => HOST.test(v), 'a DNS host name'],
  GATEWAY_NAME: [(v) => NAME.test(v), 'a Kubernetes object name'],
  GATEWAY_NAMESPACE: [(v) => NAME.test(v), 'a namespace name'],
  GATEWAY_CONTROLLER_NAMESPACE: [(v) => NAME.test(v), 'a namespace name'],
  OTEL_COLLECTOR_NAMESPACE: [(v) => NAME.test(v), 'a namespace name'],
  IMAGE_REPOSITORY: [(v) => /^[a-z0-9.-]+(:\d+)?(\/[a-z0-9._-]+)+$/.test(v) && HOST.test(v.split(/[:/]/)[0]), 'registry host[:port]/path'],
  IMAGE_TAG: [(v) => /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(v), 'an image tag (a release, never latest)'],
  KEYCLOAK_IMAGE_TAG: [(v) => /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(v), 'an image tag (a release, never latest)'],
  POSTGRES_HOST: [(v) => HOST.test(v), 'a DNS host name (the certificate must name it)'],
  SMTP_HOST: [(v) => HOST.test(v), 'a DNS host name (the certificate must name it)'],
  NATS_TLS_SERVERNAME: [(v) => HOST.test(v), "the name on NATS' certificate"],
  REDIS_TLS_SERVERNAME: [(v) => HOST.test(v), "the name on Redis' certificate"],
  SMTP_TLS_SERVERNAME: [(v) => HOST.test(v), "the name on the relay's certificate"],
  SMTP_PORT: [(v) => /^\d{2,5}$/.test(v), 'a port'],
  MAIL_FROM: [
    (v) => {
      const m = /^(?:[^<>@]*<([^<>\s]+)>|([^<>\s]+))$/.exec(v.trim());
      const address = m?.[1] ?? m?.[2] ?? '';
      return /^[^@\s]+@[^@\s]+$/.test(address) && HOST.test(address.split('@')[1]);
    },
    '"Name <address>" or an address, on a DNS domain',
  ],
  NATS_URL: [url(['tls']), 'tls://<host>:<port> (TLS, the host its certificate names)'],
  NATS_MONITOR_URL: [url(['https', 'http']), 'http(s)://<host>:8222'],
  REDIS_URL: [url(['rediss']), 'rediss://<host>:<port>/<db> (TLS, the host its certificate names)'],
  MANAGED_CIDR: [cidr, 'an IPv4 CIDR, e.g. 10.20.0.0/16'],
  OBJECT_STORE_CIDR: [cidr, 'an IPv4 CIDR'],
  KYC_S3_BUCKET: [(v) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), 'an S3 bucket name'],
  KYC_S3_REGION: [(v) => /^[a-z0-9-]+$/.test(v), 'a region name'],
  KYC_S3_ENDPOINT: [url(['https']), 'https://<host>'],
  REPORT_ATTACHMENTS_S3_BUCKET: [(v) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), 'an S3 bucket name'],
  OTEL_EXPORTER_OTLP_ENDPOINT: [url(['http', 'https']), 'http(s)://<collector>:4318'],
};

/** KEY=value lines (comments and blank lines skipped), as kustomize's env files read them. */
export function parseEnv(text) {
  const out = new Map();
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const at = trimmed.indexOf('=');
    out.set(at === -1 ? trimmed : trimmed.slice(0, at), at === -1 ? '' : trimmed.slice(at + 1));
  }
  return out;
}

/** The problems of a parameter file (empty: it may be built). */
export function checkParams(text, exampleText = fs.readFileSync(EXAMPLE_FILE, 'utf8')) {
  const expected = [...parseEnv(exampleText).keys()];
  const given = parseEnv(text);
  const problems = [];
  for (const key of expected) {
    const value = given.get(key);
    if (value === undefined) problems.push(`${key}: missing`);
    else if (value === '') problems.push(`${key}: empty`);
    else if (PLACEHOLDERS.some((p) => p.test(value))) problems.push(`${key}: "${value}" is a placeholder or a development name`);
    else if (FORMS[key] && !FORMS[key][0](value)) problems.push(`${key}: "${value}" is not ${FORMS[key][1]}`);
  }
  for (const key of given.keys()) if (!expected.includes(key)) problems.push(`${key}: unknown parameter (params.example.env lists them)`);
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? PARAMS_FILE;
  if (!fs.existsSync(file)) {
    console.error(`${file}: missing (copy ${path.relative(process.cwd(), EXAMPLE_FILE)} and fill in every value)`);
    process.exit(1);
  }
  const problems = checkParams(fs.readFileSync(file, 'utf8'));
  if (problems.length) {
    console.error(`${file} is not ready for production:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${file}: every parameter set`);
}
