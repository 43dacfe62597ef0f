import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsAuth, natsTransportOptions } from '@portal/service-kit';

/** The gateway's own NATS connection for subscriptions and round-trip checks (requests go through RpcClient). */
export class NatsLink {
  private connection: NatsConnection | undefined;

  async open(natsUrl: string): Promise<NatsConnection> {
    this.connection = await connect({ ...natsTransportOptions(natsUrl), name: 'gateway', maxReconnectAttempts: -1, ...natsAuth() });
    return this.connection;
  }

  get nc(): NatsConnection {
    if (!this.connection) throw new Error('NATS link not open');
    return this.connection;
  }

  /** Round trip to the server; rejects when NATS is unreachable. */
  async rtt(): Promise<number> {
    return this.nc.rtt();
  }

  async close(): Promise<void> {
    await this.connection?.drain().catch(() => undefined);
  }
}
