import { prismaServiceFor } from '@portal/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';

/** This service's database, through its own generated client. */
export class PrismaService extends prismaServiceFor(PrismaClient) {}
