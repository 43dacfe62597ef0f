import { z } from 'zod';

const uuid = z.string().uuid('Invalid id: a UUID is expected');

/** Path parameters of a route on one record (`:id`). */
export const IdParams = z.object({ id: uuid });

/** Path parameters of a route on one recipient (`:userId`). */
export const UserIdParams = z.object({ userId: uuid });
