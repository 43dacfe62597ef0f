import { z } from 'zod';

/** A request-reply message: its NATS subject and the schemas both ends validate. */
export interface RpcContract<Req extends z.ZodType, Res extends z.ZodType> {
  subject: string;
  request: Req;
  response: Res;
}

export function rpc<Req extends z.ZodType, Res extends z.ZodType>(subject: string, request: Req, response: Res): RpcContract<Req, Res> {
  return { subject, request, response };
}

/** The request of a message that carries nothing. */
export const Empty = z.object({}).strict();

/** Integration events: published through a service's outbox to the JetStream stream below. */
export const EVENTS_STREAM = 'PORTAL_EVENTS';
export const EVENTS_SUBJECT_PREFIX = 'events.';

export interface EventContract<S extends z.ZodType> {
  subject: string;
  schema: S;
}

export function event<S extends z.ZodType>(subject: string, schema: S): EventContract<S> {
  return { subject: EVENTS_SUBJECT_PREFIX + subject, schema };
}
