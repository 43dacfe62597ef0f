// The TLS-terminating reverse proxy of the production profile: Caddy (Debian's package) on
// https://<host>:443 with a certificate of the local CA. `/` goes to the gateway; to Keycloak only its
// public paths: the portal's realm (`/auth/realms/<realm>/…`) and `/auth/resources/…`. The master realm, the
// admin console and Keycloak's other paths are not published (the operator reaches them on the loopback
// address). Caddy's reverse_proxy sends X-Forwarded-For, -Proto and -Host, which the gateway (TRUST_PROXY)
// and Keycloak (proxy-headers xforwarded) believe from this proxy only.
import fs from 'node:fs';
import path from 'node:path';
import { LOG_DIR, which } from './util.mjs';

/**
 * @param {{ host: string, bind?: string, port?: number, certFile: string, keyFile: string, gatewayPort: number,
 *   keycloakPort: number, keycloakPath: string, realms: string[], dir: string }} o
 */
export function renderCaddyfile(o) {
  const kc = `127.0.0.1:${o.keycloakPort}`;
  return `# Written by scripts/infra/lib/proxy.mjs at every start of the production profile.
{
	admin off
	auto_https off
	storage file_system ${o.dir}/storage
	servers {
		protocols h1 h2
	}
}

https://${o.host}:${o.port ?? 443} {
	bind ${o.bind ?? '127.0.0.1'}
	tls ${o.certFile} ${o.keyFile} {
		protocols tls1.2 tls1.3
	}
	header Strict-Transport-Security "max-age=31536000"
	@keycloak path ${o.realms.map((r) => `${o.keycloakPath}/realms/${r}/*`).join(' ')} ${o.keycloakPath}/resources/*
	handle @keycloak {
		reverse_proxy ${kc}
	}
	handle ${o.keycloakPath}/* {
		respond "Not found" 404
	}
	handle {
		reverse_proxy 127.0.0.1:${o.gatewayPort}
	}
}
`;
}

/**
 * Caddy serving the Caddyfile above (written to `dir`), ready once its port accepts connections.
 * @param {Parameters<typeof renderCaddyfile>[0]} o
 * @returns {import('./supervisor.mjs').ProcessSpec}
 */
export function tlsProxy(o) {
  const caddyfile = path.join(o.dir, 'Caddyfile');
  return {
    name: 'proxy',
    command: which('caddy') ?? '/usr/bin/caddy',
    args: ['run', '--config', caddyfile, '--adapter', 'caddyfile'],
    cwd: o.dir,
    // Caddy keeps its state under XDG folders (the user's home by default): kept in the profile's folder.
    env: { XDG_DATA_HOME: path.join(o.dir, 'data'), XDG_CONFIG_HOME: path.join(o.dir, 'config'), HOME: o.dir },
    ready: [`tcp:${o.bind ?? '127.0.0.1'}:${o.port ?? 443}`],
    logFile: path.join(LOG_DIR, 'production', 'proxy.log'),
    prepare: async () => {
      fs.mkdirSync(o.dir, { recursive: true });
      fs.writeFileSync(caddyfile, renderCaddyfile(o));
    },
  };
}
