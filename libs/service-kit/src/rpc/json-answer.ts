import type { NatsRecord } from '@nestjs/microservices';
import { NatsRecordSerializer } from '@nestjs/microservices/serializers/nats-record.serializer.js';

/**
 * An RPC answer already written as JSON text, sent as it is: for a large answer serialized ahead of the request (an
 * export page read ahead) or in parts (each entry once, its bytes counted for the page's size), so the server does not
 * serialize it again. The caller checks it against the contract's response schema like any other answer
 * (`RpcClient.call`).
 */
export class JsonAnswer<T> {
  declare private readonly answers: T;

  constructor(readonly json: string) {}
}

/** What an `@RpcHandler` method may give back for a contract answering `T`. */
export type RpcAnswer<T> = T | JsonAnswer<T>;

/** Nest's NATS serializer, writing a `JsonAnswer`'s text into the reply packet instead of serializing it again. */
export class JsonAnswerSerializer extends NatsRecordSerializer {
  override serialize(packet: { response?: unknown } | undefined): NatsRecord {
    const { response, ...rest } = packet ?? {};
    if (!(response instanceof JsonAnswer)) return super.serialize(packet);
    const head = JSON.stringify(rest);
    return { data: `${head.slice(0, -1)}${head === '{}' ? '' : ','}"response":${response.json}}` } as NatsRecord;
  }
}
