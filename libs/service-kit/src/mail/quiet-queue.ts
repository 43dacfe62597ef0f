/**
 * BullMQ settings for a worker that is mostly idle: it blocks on Redis for up to a minute between two
 * looks at an empty queue instead of five seconds. Nothing waits longer for it: adding a job writes the
 * queue's marker, which ends the wait at once, and a delayed job (a retry's back-off) bounds the wait to
 * when it is due. A worker's stalled-job check keeps its own interval.
 */
export const QUIET_WORKER = { drainDelay: 60 } as const;

/** QueueEvents reading its stream with one blocking read a minute while nothing happens (default: ten seconds). */
export const QUIET_QUEUE_EVENTS = { blockingTimeout: 60_000 } as const;
