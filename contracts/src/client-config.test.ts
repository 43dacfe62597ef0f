import { describe, expect, it } from '@jest/globals';
import { ClientConfigSchema } from './api/routes/platform.js';
import { isClientConfig } from './client-config.js';

const config = { keycloak: { url: 'http://kc', realm: 'r', clientId: 'web', adminClientId: 'admin' }, session: { statusRecheckMs: 60_000 } };

describe('isClientConfig', () => {
  it.each([
    ['a whole configuration', config],
    ['no session', { keycloak: config.keycloak }],
    ['a missing admin client', { ...config, keycloak: { ...config.keycloak, adminClientId: undefined } }],
    ['a fractional recheck', { ...config, session: { statusRecheckMs: 1.5 } }],
    ['a text recheck', { ...config, session: { statusRecheckMs: '60000' } }],
    ['null', null],
    ['a text', 'config'],
  ])('agrees with ClientConfigSchema on %s', (_, value) => {
    expect(isClientConfig(value)).toBe(ClientConfigSchema.safeParse(value).success);
  });
});
