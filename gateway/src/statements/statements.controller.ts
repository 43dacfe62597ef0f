import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Api, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { monthlyStatement } from './monthly-statement.js';
import { statementPdf } from './statement-pdf.js';

const routes = Api.statements;

/** The signed-in recipient's own monthly statements: only the caller's id reaches the services. */
@Controller()
export class StatementsController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.monthly)
  monthly(@RouteInput() { params }: RouteRequest<typeof routes.monthly>, @CurrentUser() user: AuthenticatedUser) {
    return monthlyStatement(this.rpc, user.id, params.month);
  }

  @Endpoint(routes.monthlyPdf)
  async monthlyPdf(
    @RouteInput() { params }: RouteRequest<typeof routes.monthlyPdf>,
    @CurrentUser() user: AuthenticatedUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const statement = await monthlyStatement(this.rpc, user.id, params.month);
    const pdf = await statementPdf(statement, new Date());
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="statement-${params.month}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }
}
