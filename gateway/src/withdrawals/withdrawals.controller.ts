import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateWithdrawalBodySchema, KycRequiredMessages, Rpc, SetWithdrawalStatusBodySchema,
  type CreateWithdrawalResult, type WithdrawalView,
} from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { z } from 'zod';
import { ADMIN_ROLE, CurrentUser, RECIPIENT_ROLE, RequireApprovedKyc, RequireRole } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ZodPipe } from '../http/zod-body.pipe.js';

@ApiTags('withdrawals')
@ApiBearerAuth()
@Controller('api/withdrawals')
@RequireRole(RECIPIENT_ROLE)
@RequireApprovedKyc(KycRequiredMessages.withdrawals)
export class WithdrawalsController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Get('limits')
  @ApiOperation({ summary: "Balance and the current quarter's limit, usage, remaining, period and days left" })
  limits(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.withdrawalsLimits, { userId: user.id });
  }

  @Get()
  @ApiOperation({ summary: "The recipient's withdrawals, newest first" })
  list(@CurrentUser() user: AuthenticatedUser): Promise<WithdrawalView[]> {
    return this.rpc.call(Rpc.withdrawalsList, { userId: user.id });
  }

  @Get(':id/receipt')
  @ApiOperation({ summary: 'The stored receipt of a processing or completed withdrawal (HTML)' })
  receipt(@Param('id', new ParseUUIDPipe()) withdrawalId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.withdrawalsReceipt, { withdrawalId, requesterId: user.id, requesterIsAdmin: false }, { timeoutMs: 15_000 });
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a withdrawal (PIN-confirmed, idempotent by idempotencyKey)' })
  @ApiBody({ schema: z.toJSONSchema(CreateWithdrawalBodySchema, { unrepresentable: 'any' }) as object })
  create(@CurrentUser() user: AuthenticatedUser, @Body(new ZodPipe(CreateWithdrawalBodySchema)) body: z.infer<typeof CreateWithdrawalBodySchema>): Promise<CreateWithdrawalResult> {
    return this.rpc.call(Rpc.withdrawalsCreate, { ...body, userId: user.id }, { timeoutMs: 60_000 });
  }
}

@ApiTags('admin')
@ApiBearerAuth()
@RequireRole(ADMIN_ROLE)
@Controller('api/admin/withdrawals')
export class AdminWithdrawalsController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Post(':id/status')
  @ApiOperation({ summary: 'Move a withdrawal to processing, completed (stamped) or failed (amount returned to the balance)' })
  @ApiBody({ schema: z.toJSONSchema(SetWithdrawalStatusBodySchema) as object })
  setStatus(
    @Param('id', new ParseUUIDPipe()) withdrawalId: string,
    @Body(new ZodPipe(SetWithdrawalStatusBodySchema)) body: z.infer<typeof SetWithdrawalStatusBodySchema>,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<WithdrawalView> {
    return this.rpc.call(Rpc.withdrawalsSetStatus, { withdrawalId, status: body.status, message: body.message, adminId: admin.id });
  }
}
