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
  private constructor(
    private readonly child: ChildProcess,
    readonly name: string,
  ) {}

  static async start(service: string, env: Record<string, string> = {}, timeoutMs = 30_000): Promise<ServiceInstance> {
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: path.join(ROOT, 'services', service),
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
        if (seen.includes('service listening')) {
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

  /** A crash: no shutdown hooks, connections dropped, requests in flight lost. */
  kill(): void {
    this.child.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}
