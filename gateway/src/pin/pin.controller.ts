import { Body, Controller, Delete, Get, Inject, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Rpc, SetPinBodySchema, type PinStatus } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { z } from 'zod';
import { CurrentUser, RECIPIENT_ROLE, RequireRole } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ZodPipe } from '../http/zod-body.pipe.js';

@ApiTags('settings')
@ApiBearerAuth()
@RequireRole(RECIPIENT_ROLE)
@Controller('api/pin')
export class PinController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Whether a transaction PIN is set and whether it is locked' })
  status(@CurrentUser() user: AuthenticatedUser): Promise<PinStatus> {
    return this.rpc.call(Rpc.pinStatus, { userId: user.id });
  }

  @Put()
  @ApiOperation({ summary: 'Set or replace the 6-digit transaction PIN (hashed on the server)' })
  @ApiBody({ schema: z.toJSONSchema(SetPinBodySchema) as object })
  set(@CurrentUser() user: AuthenticatedUser, @Body(new ZodPipe(SetPinBodySchema)) body: z.infer<typeof SetPinBodySchema>): Promise<PinStatus> {
    return this.rpc.call(Rpc.pinSet, { userId: user.id, ...body }, { timeoutMs: 10_000 });
  }

  @Delete()
  @ApiOperation({ summary: 'Delete the transaction PIN' })
  delete(@CurrentUser() user: AuthenticatedUser): Promise<PinStatus> {
    return this.rpc.call(Rpc.pinDelete, { userId: user.id });
  }
}
