// The platform's long-running processes under pm2. Each profile (dev for `npm start`, test for
// `npm test`) has its own pm2 daemon and home in .data/pm2/<profile>, so the two copies never mix and
// nothing is written to the user's home. pm2 starts the processes, restarts a crashed one with an
// exponential back-off and stops them; wait-on tells when a process serves (its readiness probe
// answers). Done here because neither tool does it: printing pm2's restarts, and stopping the daemon
// when the Node process that opened it dies without stopping it (pm2 does not follow its starter).
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import waitOn from 'wait-on';
import { REPO_ROOT, dataDir, log, tailFile } from './util.mjs';

/**
 * One long-running process of the platform.
 * @typedef {object} ProcessSpec
 * @property {string} name pm2 app name, unique within a profile
 * @property {string} command absolute path of the executable
 * @property {string[]} args
 * @property {string} [cwd]
 * @property {Record<string, string>} [env] added to the caller's environment
 * @property {string[] | true} [dropEnv] leave out inherited variables whose name contains one of these (true: all of them)
 * @property {string[]} ready wait-on resources that answer once the process serves ([] for none)
 * @property {number} [readyTimeoutMs]
 * @property {number} [stopTimeoutMs] grace between SIGINT and SIGKILL when stopping
 * @property {string} logFile stdout and stderr, emptied at each start
 * @property {() => Promise<Partial<ProcessSpec> | void>} [prepare] installs what the process needs; runs only when it is started here
 */

/** First restart delay; pm2 multiplies it by 1.5 for each crash in a row, up to 15 s. */
const RESTART_BACKOFF_MS = 200;
const PM2_CLI = createRequire(import.meta.url).resolve('pm2/bin/pm2');
const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
const WAIT_ON = { interval: 250, window: 250, tcpTimeout: 1000, httpTimeout: 3000, proxy: false };

/** Resolves true when every wait-on resource answers at once. */
export async function answers(resources) {
  try {
    await waitOn({ ...WAIT_ON, resources, timeout: 600 });
    return true;
  } catch {
    return false;
  }
}

const readPid = (file) => Number.parseInt(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '', 10) || 0;

/** True while pid runs (an exited child not yet reaped by its parent, a zombie, does not count). */
export function running(pid) {
  try {
    return !/^\d+ \(.*\) Z/s.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The pm2 command line on a profile's home (`pm2 ls`, `pm2 logs`, `pm2 kill`, ...). */
export function pm2Command(home, args) {
  return {
    cmd: process.execPath,
    args: [PM2_CLI, ...args],
    env: { ...process.env, PM2_HOME: home, PM2_DISCRETE_MODE: 'true', PM2_DISABLE_VERSION_CHECK: 'true' },
  };
}

/**
 * `pm2 kill`: stops every process of the home (SIGINT, SIGKILL after its grace), then the daemon;
 * resolves once the daemon has exited.
 */
async function killDaemon(home) {
  const daemon = readPid(path.join(home, 'pm2.pid'));
  const { cmd, args, env } = pm2Command(home, ['kill']);
  await promisify(execFile)(cmd, args, { env });
  // pm2 kill returns when the daemon says it is going, a moment before it is gone.
  for (let waited = 0; running(daemon) && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
}

export const supervisorHome = (profile) => dataDir('pm2', profile);

/** True when the profile's pm2 daemon runs. */
export function isRunning(profile) {
  const pid = readPid(path.join(supervisorHome(profile), 'pm2.pid'));
  return pid > 0 && running(pid);
}

/**
 * Connects to the profile's own pm2 daemon (starting it). A daemon left by an earlier run whose
 * starter is gone is stopped first; one whose starter still runs makes this fail.
 * @param {string} profile
 * @param {{ report?: (message: string) => void }} [opts] where restarts and readiness are told
 */
export async function openSupervisor(profile, { report = log } = {}) {
  const home = supervisorHome(profile);
  const ownerFile = path.join(home, 'owner.pid');
  if (isRunning(profile)) {
    const owner = readPid(ownerFile);
    if (owner && owner !== process.pid && running(owner))
      throw new Error(`the ${profile} platform is already running (started by process ${owner}): stop that one first`);
    report(`stopping what an earlier ${profile} run left running`);
    await killDaemon(home);
  }
  // pm2 reads PM2_HOME when it is loaded, and the daemon it spawns inherits these.
  Object.assign(process.env, { PM2_HOME: home, PM2_DISABLE_VERSION_CHECK: 'true', PM2_CONCURRENT_ACTIONS: '8' });
  const { default: pm2 } = await import('pm2');
  const api = new pm2.custom({ pm2_home: home });
  await promisify(api.connect.bind(api))();
  fs.writeFileSync(ownerFile, `${process.pid}\n`);
  stopWhenOwnerDies(home, readPid(path.join(home, 'pm2.pid')));
  const supervisor = new Supervisor(api, home, report);
  supervisor.watch(await promisify(api.launchBus.bind(api))());
  return supervisor;
}

/**
 * A detached shell that waits while this process and the daemon live; when this process is gone
 * first (killed, crashed), it runs `pm2 kill` on the profile, which stops every process and the daemon.
 */
function stopWhenOwnerDies(home, daemonPid) {
  const { cmd, args, env } = pm2Command(home, ['kill']);
  const script = 'while kill -0 "$1" 2>/dev/null && kill -0 "$2" 2>/dev/null; do sleep 1; done; kill -0 "$2" 2>/dev/null && exec "$3" "$4" kill >/dev/null';
  spawn('/bin/sh', ['-c', script, 'pm2-owner-watch', String(process.pid), String(daemonPid), cmd, args[0]], { env, detached: true, stdio: 'ignore' }).unref();
}

/**
 * Runs a pm2 command on the profile's running daemon (e.g. `['stop', 'maildev']`) and answers its
 * output; null when that profile's daemon does not run (pm2 would otherwise start a new one).
 * @param {string} profile
 * @param {string[]} args
 * @returns {Promise<string | null>}
 */
export async function pm2On(profile, args) {
  if (!isRunning(profile)) return null;
  const { cmd, args: cli, env } = pm2Command(supervisorHome(profile), args);
  const { stdout } = await promisify(execFile)(cmd, cli, { env, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/**
 * The profile whose pm2 runs the named process (servers are shared: `npm test` reuses what `npm start`
 * runs), or null.
 * @param {string} name
 * @returns {Promise<string | null>}
 */
export async function profileRunning(name, profiles = ['test', 'dev', 'servers']) {
  for (const profile of profiles) {
    const list = await pm2On(profile, ['jlist']).catch(() => null);
    if (list && JSON.parse(list.slice(list.indexOf('['))).some((/** @type {any} */ p) => p.name === name)) return profile;
  }
  return null;
}

export class Supervisor {
  /** @type {Map<string, Promise<void>>} readiness of the processes started here */
  #ready = new Map();
  #stopping = false;
  /** @type {Promise<void> | undefined} */
  #stopped;
  #signalHandlers;

  constructor(api, home, report) {
    this.api = api;
    this.home = home;
    this.report = report;
    // Alone on a signal (nobody else handles it), stop everything and exit; otherwise the owner's own
    // handler decides and calls stop().
    this.#signalHandlers = Object.entries(EXIT_CODES).map(([signal, code]) => {
      const handler = () => {
        if (process.listenerCount(signal) === 1) void this.stop().finally(() => process.exit(code));
      };
      process.on(signal, handler);
      return [signal, handler];
    });
  }

  /** Tells crashes and pm2's restarts (with the back-off it waited) as they happen. */
  watch(bus) {
    bus.on('process:event', ({ event, process: proc }) => {
      if (this.#stopping) return;
      if (event === 'exit') this.report(`${proc.name} stopped unexpectedly; pm2 restarts it (log: ${path.relative(REPO_ROOT, proc.pm_out_log_path)})`);
      else if (event === 'online' && proc.restart_time > 0)
        this.report(`${proc.name} restarted by pm2 after a ${proc.prev_restart_delay} ms back-off (restart ${proc.restart_time})`);
      else if (event === 'restart overlimit') this.report(`${proc.name} crashed too often in a row: pm2 stopped restarting it`);
    });
  }

  #call(method, ...args) {
    return promisify(this.api[method].bind(this.api))(...args);
  }

  /**
   * Starts the processes whose readiness probe does not answer yet; one that answers is served by
   * another run (e.g. `npm start` while `npm test` starts) and is reused, not supervised here.
   * @param {ProcessSpec[]} specs
   */
  async ensure(specs) {
    const served = await Promise.all(specs.map((s) => s.ready.length > 0 && answers(s.ready)));
    specs.filter((_, i) => served[i]).forEach((s) => this.report(`${s.name} already serves at ${s.ready[0]}: reused`));
    await this.start(specs.filter((_, i) => !served[i]));
  }

  /**
   * Starts processes under pm2 without waiting for them: ready() waits.
   * @param {ProcessSpec[]} specs
   */
  async start(specs) {
    for (const base of specs) {
      const spec = { ...base, ...(await base.prepare?.()) };
      fs.mkdirSync(path.dirname(spec.logFile), { recursive: true });
      fs.writeFileSync(spec.logFile, '');
      await this.#call('start', {
        name: spec.name,
        script: spec.command,
        args: spec.args,
        cwd: spec.cwd,
        env: spec.env,
        ...(spec.dropEnv ? { filter_env: spec.dropEnv } : {}),
        interpreter: 'none',
        exp_backoff_restart_delay: RESTART_BACKOFF_MS,
        kill_timeout: spec.stopTimeoutMs ?? 5000,
        out_file: spec.logFile,
        error_file: spec.logFile,
        vizion: false,
        pmx: false,
        automation: false,
      });
      const ready = this.#waitReady(spec);
      ready.catch(() => undefined); // reported to whoever awaits ready()
      this.#ready.set(spec.name, ready);
    }
  }

  async #waitReady(spec) {
    if (spec.ready.length === 0) return;
    const started = Date.now();
    const timeout = spec.readyTimeoutMs ?? 30_000;
    try {
      await waitOn({ ...WAIT_ON, resources: spec.ready, timeout });
    } catch {
      const info = (await this.processes()).find((p) => p.name === spec.name);
      throw new Error(
        `${spec.name} did not answer at ${spec.ready.join(', ')} within ${timeout / 1000} s (pm2: ${info?.status ?? 'gone'}, ${info?.restarts ?? 0} restarts)\n${tailFile(spec.logFile)}`,
      );
    }
    this.report(`${spec.name} ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  /**
   * Resolves when the named processes started here (default: all) answer their readiness probe.
   * @param {string[]} [names]
   */
  async ready(names = [...this.#ready.keys()]) {
    await Promise.all(names.map((n) => this.#ready.get(n)));
  }

  /** @returns {Promise<{ name: string, pid: number, status: string, restarts: number }[]>} */
  async processes() {
    const list = await this.#call('list');
    return list.map((p) => ({ name: p.name, pid: p.pid, status: p.pm2_env.status, restarts: p.pm2_env.restart_time }));
  }

  /** Stops every process (SIGINT, SIGKILL after its grace) and the daemon. Safe to call twice. */
  stop() {
    this.#stopped ??= (async () => {
      this.#stopping = true;
      for (const [signal, handler] of this.#signalHandlers) process.off(signal, handler);
      // Disconnect (RPC and bus) while the daemon still answers: pm2's own killDaemon leaves this
      // client's sockets reconnecting to the vanished daemon, which keeps Node alive.
      await this.#call('disconnect');
      await killDaemon(this.home);
      fs.rmSync(path.join(this.home, 'owner.pid'), { force: true });
    })();
    return this.#stopped;
  }
}
