import { expect, test } from '@jest/globals';
import { keycloakConfig } from './keycloak-setup';

test('Keycloak on the page’s own host: its endpoints as provider metadata, so keycloak-js skips the third-party cookie probe', () => {
  expect(keycloakConfig('http://localhost:8180/', 'grant-portal', 'portal-web', 'localhost')).toEqual({
    clientId: 'portal-web',
    oidcProvider: {
      authorization_endpoint: 'http://localhost:8180/realms/grant-portal/protocol/openid-connect/auth',
      token_endpoint: 'http://localhost:8180/realms/grant-portal/protocol/openid-connect/token',
      end_session_endpoint: 'http://localhost:8180/realms/grant-portal/protocol/openid-connect/logout',
      userinfo_endpoint: 'http://localhost:8180/realms/grant-portal/protocol/openid-connect/userinfo',
      check_session_iframe: 'http://localhost:8180/realms/grant-portal/protocol/openid-connect/login-status-iframe.html',
    },
  });
});

test('Keycloak on another host: the realm configuration, with which keycloak-js checks its cookies first', () => {
  expect(keycloakConfig('https://auth.example.org', 'grant-portal', 'portal-web', 'portal.example.org')).toEqual({
    url: 'https://auth.example.org',
    realm: 'grant-portal',
    clientId: 'portal-web',
  });
});
