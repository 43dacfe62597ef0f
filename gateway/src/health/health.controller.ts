import { Controller, Inject, Res } from '@nestjs/common';
import { Api } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../http/endpoint.js';
import { HealthService } from './health.service.js';

@Controller()
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  /** Answers 503 with the same report when anything is down, so it writes the reply itself. */
  @Endpoint(Api.platform.health)
  async get(@Res() reply: FastifyReply): Promise<void> {
    const report = await this.health.report();
    void reply
      .status(report.status === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(Api.platform.health.response.parse(report));
  }
}
