import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdjustFundsBodySchema, Rpc, WithdrawalStatusSchema, type AdjustBalanceResult, type WithdrawalView } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { z } from 'zod';
import { ADMIN_ROLE, CurrentUser, RequireRole } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ZodPipe } from '../http/zod-body.pipe.js';

const ListQuerySchema = z.object({ status: WithdrawalStatusSchema.optional() });

@ApiTags('admin')
@ApiBearerAuth()
@RequireRole(ADMIN_ROLE)
@Controller('api/admin')
export class AdminLedgerController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Post('users/:id/funds')
  @ApiOperation({ summary: 'Add or deduct funds (ADMIN_ADD / ADMIN_DEDUCT); a deduction below zero is refused' })
  @ApiBody({ schema: z.toJSONSchema(AdjustFundsBodySchema) as object })
  adjustFunds(
    @Param('id', new ParseUUIDPipe()) userId: string,
    @Body(new ZodPipe(AdjustFundsBodySchema)) body: z.infer<typeof AdjustFundsBodySchema>,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<AdjustBalanceResult> {
    return this.rpc.call(Rpc.ledgerAdjustBalance, { userId, actorId: admin.id, ...body });
  }

  @Post('ledger/fix-duplicates')
  @HttpCode(200)
  @ApiOperation({ summary: 'Find and renumber duplicate transaction numbers; reports what was fixed' })
  fixDuplicates() {
    return this.rpc.call(Rpc.ledgerHealDuplicates, {});
  }

  @Get('withdrawals')
  @ApiOperation({ summary: 'All withdrawals, newest first, optionally by status' })
  withdrawals(@Query(new ZodPipe(ListQuerySchema)) query: z.infer<typeof ListQuerySchema>): Promise<WithdrawalView[]> {
    return this.rpc.call(Rpc.withdrawalsAdminList, { status: query.status });
  }
}
