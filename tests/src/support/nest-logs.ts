import { Logger } from '@nestjs/common';

// Test files that load NestJS (the service-kit's index: its RpcClient, handlers and consumers) keep only
// Nest's warnings and errors: NATS clients log every connection state through its logger.
Logger.overrideLogger(['error', 'warn']);
