import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/decorators.js';
import { HealthService } from './health.service.js';

@ApiTags('platform')
@Controller('api/health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'State of the five services and of PostgreSQL, Redis, NATS and Keycloak; 503 when any is down' })
  async get(@Res() reply: FastifyReply): Promise<void> {
    const report = await this.health.report();
    void reply.status(report.status === 'up' ? 200 : 503).header('cache-control', 'no-store').send(report);
  }
}
