import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { transactionsCsv } from '../transactions/csv.js';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCodes, KycRequiredMessages, ListTransactionsQuerySchema, Rpc, type DashboardSummary, type Profile, type TransactionView } from '@portal/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { RpcClient } from '@portal/service-kit';
import { ADMIN_ROLE, CurrentUser, RECIPIENT_ROLE, RequireApprovedKyc, RequireRole } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ProfileCache } from '../auth/account-status.cache.js';
import { ApiError } from '../http/api-error.js';

@ApiTags('recipient')
@ApiBearerAuth()
@Controller('api')
export class MeController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient, @Inject(ProfileCache) private readonly profiles: ProfileCache) {}

  @Get('me')
  @ApiOperation({ summary: "The caller's profile and roles (recipients whose account is not approved get ACCOUNT_STATUS_BLOCKED)" })
  async me(@CurrentUser() user: AuthenticatedUser): Promise<Profile | { id: string; roles: string[]; email?: string; username?: string }> {
    if (user.roles.includes(ADMIN_ROLE)) {
      return { id: user.id, roles: user.roles, email: user.email, username: user.username };
    }
    if (!user.roles.includes(RECIPIENT_ROLE)) throw new ApiError(403, ErrorCodes.forbidden, 'You do not have permission to do this');
    const profile = await this.profiles.get(user.id);
    return { ...profile, roles: user.roles };
  }

  @Get('dashboard')
  @RequireRole(RECIPIENT_ROLE)
  @ApiOperation({ summary: "The recipient's dashboard figures from the ledger" })
  dashboard(@CurrentUser() user: AuthenticatedUser): Promise<DashboardSummary> {
    return this.rpc.call(Rpc.ledgerDashboard, { userId: user.id });
  }

  @Get('transactions')
  @RequireRole(RECIPIENT_ROLE)
  @RequireApprovedKyc(KycRequiredMessages.transactions)
  @ApiOperation({ summary: "The recipient's transactions, newest first (needs an approved KYC)" })
  transactions(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodPipe(ListTransactionsQuerySchema)) query: z.infer<typeof ListTransactionsQuerySchema>,
  ): Promise<TransactionView[]> {
    return this.rpc.call(Rpc.ledgerTransactions, { ...query, userId: user.id });
  }

  @Get('transactions/export.csv')
  @RequireRole(RECIPIENT_ROLE)
  @RequireApprovedKyc(KycRequiredMessages.transactions)
  @ApiOperation({ summary: 'The filtered transactions as CSV (same filters as GET /api/transactions, up to 500 rows)' })
  async exportCsv(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodPipe(ListTransactionsQuerySchema)) query: z.infer<typeof ListTransactionsQuerySchema>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const rows = await this.rpc.call(Rpc.ledgerTransactions, { ...query, limit: Math.max(query.limit, 500), userId: user.id });
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="transactions.csv"')
      .header('cache-control', 'private, no-store').send(transactionsCsv(rows));
  }
}
