import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Objm, type ObjectStore } from '@nats-io/obj';
import { StorageType } from '@nats-io/jetstream';
import { natsAuth, type NatsAuth } from './config.js';
import { natsTransportOptions } from './connections.js';

/** How long an object waits in a handoff bucket before JetStream drops it (an upload nobody collected). */
const HANDOFF_TTL_NANOS = 15 * 60 * 1_000_000_000;
const HANDOFF_BUCKET = { ttl: HANDOFF_TTL_NANOS, storage: StorageType.File };

/**
 * Creates a handoff bucket (its JetStream stream) when it does not exist: the NATS setup step does it
 * (scripts/nats-setup.mjs); the gateway and the service a bucket serves may use it, not create it.
 */
export async function ensureHandoffBucket(nc: NatsConnection, name: string): Promise<void> {
  await new Objm(nc).create(name, HANDOFF_BUCKET);
}

/**
 * Moves files between the gateway and a service through JetStream object store buckets, in
 * chunks, instead of putting megabytes into one NATS message. Objects are short-lived: the
 * receiver takes (reads and deletes) them, and the bucket's TTL removes any left behind.
 */
export class FileHandoff {
  private nc: NatsConnection | undefined;
  private readonly buckets = new Map<string, Promise<ObjectStore>>();

  /** Given a connection (a service's process connection), it works over that one and never closes it; given a URL, it opens its own on first use. */
  constructor(
    private readonly nats: string | NatsConnection,
    private readonly auth: NatsAuth = natsAuth(),
  ) {}

  private async connection(): Promise<NatsConnection> {
    if (typeof this.nats !== 'string') return this.nats;
    this.nc ??= await connect({ ...natsTransportOptions(this.nats), name: 'file-handoff', ...this.auth });
    return this.nc;
  }

  private bucket(name: string): Promise<ObjectStore> {
    let bucket = this.buckets.get(name);
    if (!bucket) {
      // `create` opens an existing bucket (stream info only); the setup step created it.
      bucket = this.connection().then((nc) => new Objm(nc).create(name, HANDOFF_BUCKET));
      bucket.catch(() => this.buckets.delete(name));
      this.buckets.set(name, bucket);
    }
    return bucket;
  }

  /** Stores the bytes under a fresh name and returns that name. */
  async put(bucketName: string, data: Uint8Array): Promise<string> {
    const name = randomUUID();
    await (await this.bucket(bucketName)).putBlob({ name }, data);
    return name;
  }

  /** Reads an object and deletes it; null when it is not there (expired or already taken). */
  async take(bucketName: string, name: string): Promise<Uint8Array | null> {
    const bucket = await this.bucket(bucketName);
    const data = await bucket.getBlob(name);
    if (data) await bucket.delete(name).catch(() => undefined);
    return data;
  }

  async close(): Promise<void> {
    await this.nc?.drain().catch(() => undefined);
    this.nc = undefined;
    this.buckets.clear();
  }
}
