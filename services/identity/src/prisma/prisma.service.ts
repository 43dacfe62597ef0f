import { prismaServiceFor } from '@portal/service-kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';

/** This service's database, through its own generated client. */
export class PrismaService extends prismaServiceFor(PrismaClient) {}

/** What event handlers write through: a transaction of the service's client. */
export type Db = Prisma.TransactionClient;
