#!/usr/bin/env node
// Usage: npm run infra -- up                              the servers alone (PostgreSQL, Redis, NATS 4222,
//                                                         Keycloak, mail catcher) until Ctrl-C
//        npm run infra -- [--profile=dev|test|servers] <pm2 command>
//                                                         pm2 on a running platform, e.g. ls, logs gateway,
//                                                         describe identity, restart payments (default: dev)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  SERVICE_DATABASES,
  ensureSystemPackages,
  keycloakServer,
  lockSharedSetup,
  mailCatcher,
  natsServer,
  openSupervisor,
  redisServer,
  startPostgres,
} from './index.mjs';
import { isRunning, pm2Command, supervisorHome } from './lib/supervisor.mjs';
import { DATA_DIR, log } from './lib/util.mjs';

const args = process.argv.slice(2);
const profile = args.find((a) => a.startsWith('--profile='))?.slice('--profile='.length) ?? 'dev';
const command = args.filter((a) => !a.startsWith('--profile='));

async function up() {
  const supervisor = await openSupervisor('servers');
  const release = await lockSharedSetup();
  try {
    await ensureSystemPackages();
    await startPostgres({ databases: [...SERVICE_DATABASES, ...SERVICE_DATABASES.map((d) => `${d}_test`)] });
    await supervisor.ensure([keycloakServer(), redisServer(), mailCatcher(), natsServer({ storeDir: path.join(DATA_DIR, 'nats') })]);
    await supervisor.ready();
  } catch (error) {
    await supervisor.stop();
    throw error;
  } finally {
    await release();
  }
  log('servers ready; Ctrl-C stops them (PostgreSQL keeps running). Processes: npm run infra -- --profile=servers ls');
  // The supervisor stops everything and exits on Ctrl-C.
  setInterval(() => undefined, 1 << 30);
}

function pm2() {
  if (!isRunning(profile)) {
    console.error(`[infra] no ${profile} platform is running (nothing supervised in ${path.relative(process.cwd(), supervisorHome(profile))})`);
    process.exit(1);
  }
  const { cmd, args: pm2Args, env } = pm2Command(supervisorHome(profile), command);
  process.exit(spawnSync(cmd, pm2Args, { env, stdio: 'inherit' }).status ?? 1);
}

if (command.length === 0 || command[0] === 'help' || command[0] === '--help') {
  console.log('usage: npm run infra -- up | npm run infra -- [--profile=dev|test|servers] <pm2 command: ls, logs NAME, describe NAME, restart NAME>');
} else if (command[0] === 'up') {
  up().catch((error) => {
    console.error('[infra] error:', error.message);
    process.exit(1);
  });
} else {
  pm2();
}
