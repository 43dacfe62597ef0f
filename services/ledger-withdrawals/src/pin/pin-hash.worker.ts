import { hashSync, verifySync } from '@node-rs/bcrypt';

/** One bcrypt task, run on a worker thread of PinHasher's pool. */
export type PinHashTask = { op: 'hash'; pin: string; cost: number } | { op: 'verify'; pin: string; hash: string };

/** Runs one task synchronously: the worker thread is the pool's, so blocking it blocks nothing else. */
export default function run(task: PinHashTask): string | boolean {
  return task.op === 'hash' ? hashSync(task.pin, task.cost) : verifySync(task.pin, task.hash);
}
