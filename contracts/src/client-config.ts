import type { ClientConfig } from './api/routes/platform.js';

export type { ClientConfig };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether an answer of GET /api/config has the shape of `ClientConfigSchema` (api/routes/platform.ts), checked
 * without zod: the browser reads it before its first render, where the schemas are not loaded.
 */
export function isClientConfig(value: unknown): value is ClientConfig {
  if (!isObject(value) || !isObject(value.keycloak) || !isObject(value.session)) return false;
  const { url, realm, clientId, adminClientId } = value.keycloak;
  const { statusRecheckMs } = value.session;
  return [url, realm, clientId, adminClientId].every((text) => typeof text === 'string') && Number.isInteger(statusRecheckMs);
}
