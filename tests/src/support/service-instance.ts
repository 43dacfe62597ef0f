import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { natsPasswordEnv } from '@portal/contracts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A second instance of a service, started from the test with the test platform's environment: it
 * joins the service's NATS queue group, so it takes a share of the requests — and can be killed
 * with SIGKILL in the middle of them, as a crash would.
 */
export class ServiceInstance {
  /** What the process wrote so far (stdout and stderr: its JSON log lines). */
  output = '';

  private constructor(
    private readonly child: ChildProcess,
    readonly name: string,
  ) {
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-200_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
  }

  static async start(service: string, env: Record<string, string> = {}, timeoutMs = 30_000): Promise<ServiceInstance> {
    return ServiceInstance.startApp(path.join('services', service), service, 'service listening', env, timeoutMs);
  }

  /** Any app of the monorepo (`gateway` too): `node dist/main.js` in its folder, ready once it logs `readyText`. */
  static async startApp(dir: string, service: string, readyText: string, env: Record<string, string> = {}, timeoutMs = 30_000): Promise<ServiceInstance> {
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: path.join(ROOT, dir),
      // The service's own NATS user, as the platform starts it (contracts/src/nats-users.ts).
      env: { ...process.env, LOG_LEVEL: 'info', NATS_USER: service, NATS_PASSWORD: process.env[natsPasswordEnv(service)] ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance = new ServiceInstance(child, service);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${service} did not start within ${timeoutMs} ms`)), timeoutMs);
      let seen = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes(readyText)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${service} exited with ${code} before listening: ${seen.slice(-500)}`));
      });
    });
    child.stdout!.resume();
    child.stderr!.resume();
    return instance;
  }

  /** Whether the process still runs. */
  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** A crash: no shutdown hooks, connections dropped, requests in flight lost. */
  kill(): void {
    this.child.kill('SIGKILL');
  }

  /** SIGTERM, then how long the process took to end and how it ended. */
  async stopTimed(): Promise<{ ms: number; code: number | null; signal: NodeJS.Signals | null }> {
    const started = performance.now();
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    this.child.kill('SIGTERM');
    const { code, signal } = await exited;
    return { ms: Math.round(performance.now() - started), code, signal };
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}
