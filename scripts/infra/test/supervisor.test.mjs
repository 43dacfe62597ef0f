// The supervisor (pm2 under .data/pm2/<profile>) on a Redis of its own port: restart after a crash,
// reuse of a server that already serves, and no process left behind by stop() or by a killed owner.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, test } from '@jest/globals';
import { answers, openSupervisor, running, supervisorHome } from '../lib/supervisor.mjs';
import { redisServer } from '../lib/servers.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** What a test started, stopped after it whatever its outcome. */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const daemonPid = (profile) => Number(fs.readFileSync(path.join(supervisorHome(profile), 'pm2.pid'), 'utf8'));

/** Polls check until it returns true (no fixed sleeps: the test waits for the condition). */
async function eventually(check, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a SIGKILLed process is restarted by pm2 with back-off, told in the output, and serves again', async () => {
  const said = [];
  const supervisor = await openSupervisor('infra-selftest', { report: (m) => said.push(m) });
  cleanups.push(() => supervisor.stop());
  const redis = redisServer({ port: 16387 });
  await supervisor.ensure([redis]);
  await supervisor.ready();
  const [before] = await supervisor.processes();
  assert.deepEqual([before.name, before.status, before.restarts], ['redis', 'online', 0]);

  const killedAt = Date.now();
  process.kill(before.pid, 'SIGKILL');
  await eventually(async () => (await supervisor.processes())[0].restarts === 1 && (await answers(redis.ready)), 'redis restarted and answering');
  console.log(`# redis answered again ${Date.now() - killedAt} ms after SIGKILL`);

  const [after] = await supervisor.processes();
  assert.notEqual(after.pid, before.pid);
  assert.equal(after.status, 'online');
  assert.ok(
    said.some((m) => /^redis stopped unexpectedly; pm2 restarts it/.test(m)),
    said.join('\n'),
  );
  assert.ok(
    said.some((m) => /^redis restarted by pm2 after a \d+ ms back-off \(restart 1\)$/.test(m)),
    said.join('\n'),
  );
});

test('stop() leaves neither the processes nor the pm2 daemon behind', async () => {
  const supervisor = await openSupervisor('infra-selftest', { report: () => undefined });
  const redis = redisServer({ port: 16386 });
  await supervisor.ensure([redis]);
  await supervisor.ready();
  const [{ pid }] = await supervisor.processes();
  const daemon = daemonPid('infra-selftest');
  await supervisor.stop();
  assert.equal(running(pid), false, 'redis is gone');
  assert.equal(running(daemon), false, 'the pm2 daemon is gone');
  assert.equal(await answers(redis.ready), false);
  assert.equal(fs.existsSync(path.join(supervisorHome('infra-selftest'), 'owner.pid')), false);
});

test('a server that already serves is reused, not started again', async () => {
  const first = await openSupervisor('infra-selftest', { report: () => undefined });
  cleanups.push(() => first.stop());
  await first.ensure([redisServer({ port: 16385 })]);
  await first.ready();

  const said = [];
  const second = await openSupervisor('infra-selftest-2', { report: (m) => said.push(m) });
  cleanups.push(() => second.stop());
  await second.ensure([redisServer({ port: 16385 })]);
  assert.equal((await second.processes()).length, 0);
  assert.deepEqual(said, ['redis already serves at tcp:127.0.0.1:16385: reused']);
});

test('when the owner is SIGKILLed, its processes and the daemon are stopped', async () => {
  const lib = path.join(HERE, '..', 'lib');
  const owner = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
    const { openSupervisor } = await import(${JSON.stringify(path.join(lib, 'supervisor.mjs'))});
    const { redisServer } = await import(${JSON.stringify(path.join(lib, 'servers.mjs'))});
    const supervisor = await openSupervisor('infra-selftest-owner', { report: () => undefined });
    await supervisor.ensure([redisServer({ port: 16384 })]);
    await supervisor.ready();
    console.log(JSON.stringify(await supervisor.processes()));
    setInterval(() => undefined, 1 << 30);
  `,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [{ pid }] = JSON.parse(await new Promise((resolve) => owner.stdout.once('data', resolve)));
  const daemon = daemonPid('infra-selftest-owner');
  owner.kill('SIGKILL');
  await eventually(() => !running(pid) && !running(daemon), 'redis and the daemon stopped');
  assert.equal(await answers(redisServer({ port: 16384 }).ready), false);
});
