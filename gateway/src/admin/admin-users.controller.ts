import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AccountStatusSchema, Rpc, SetAccountStatusBodySchema, type StoredProfile } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { z } from 'zod';
import { ADMIN_ROLE, CurrentUser, RequireRole } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ProfileCache } from '../auth/account-status.cache.js';
import { ZodPipe } from '../http/zod-body.pipe.js';

const ListQuerySchema = z.object({ status: AccountStatusSchema.optional() });

@ApiTags('admin')
@ApiBearerAuth()
@RequireRole(ADMIN_ROLE)
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient, @Inject(ProfileCache) private readonly profiles: ProfileCache) {}

  @Get()
  @ApiOperation({ summary: 'Recipients, newest first, optionally by account status' })
  list(@Query(new ZodPipe(ListQuerySchema)) query: z.infer<typeof ListQuerySchema>): Promise<StoredProfile[]> {
    return this.rpc.call(Rpc.accountsListProfiles, { status: query.status });
  }

  @Post(':id/status')
  @ApiOperation({ summary: "Approve, reject or reset a recipient's account" })
  @ApiBody({ schema: z.toJSONSchema(SetAccountStatusBodySchema) as object })
  async setStatus(
    @Param('id', new ParseUUIDPipe()) userId: string,
    @Body(new ZodPipe(SetAccountStatusBodySchema)) body: z.infer<typeof SetAccountStatusBodySchema>,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<StoredProfile> {
    const profile = await this.rpc.call(Rpc.accountsSetStatus, { userId, status: body.status, actorId: admin.id });
    this.profiles.forget(userId);
    return profile;
  }
}
