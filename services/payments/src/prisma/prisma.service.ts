import { prismaServiceFor } from '@portal/service-kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';

/** This service's database, through its own generated client. */
export class PrismaService extends prismaServiceFor(PrismaClient) {}

/** What repositories and event handlers write through: the service itself, or a transaction of it. */
export type Db = Prisma.TransactionClient;
