import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { KycDecisionBodySchema, KycNotesBodySchema, KycStatusSchema, Rpc, type KycDocumentView, type KycOverview, type KycRequestView } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { z } from 'zod';
import { ADMIN_ROLE, CurrentUser, RequireRole } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ProfileCache } from '../auth/account-status.cache.js';
import { ZodPipe } from '../http/zod-body.pipe.js';

const ListQuerySchema = z.object({ status: KycStatusSchema.optional() });

@ApiTags('admin')
@ApiBearerAuth()
@RequireRole(ADMIN_ROLE)
@Controller('api/admin/kyc')
export class AdminKycController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient, @Inject(ProfileCache) private readonly profiles: ProfileCache) {}

  @Get()
  @ApiOperation({ summary: 'KYC requests with their latest document, newest first' })
  list(@Query(new ZodPipe(ListQuerySchema)) query: z.infer<typeof ListQuerySchema>): Promise<KycRequestView[]> {
    return this.rpc.call(Rpc.kycListRequests, { status: query.status });
  }

  @Post(':userId/decision')
  @ApiOperation({ summary: 'Approve or reject the pending submission, with optional notes' })
  @ApiBody({ schema: z.toJSONSchema(KycDecisionBodySchema) as object })
  async decide(
    @Param('userId', new ParseUUIDPipe()) userId: string,
    @Body(new ZodPipe(KycDecisionBodySchema)) body: z.infer<typeof KycDecisionBodySchema>,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<KycDocumentView> {
    const document = await this.rpc.call(Rpc.kycDecide, { userId, decision: body.decision, notes: body.notes, adminId: admin.id });
    this.profiles.forget(userId);
    return document;
  }

  @Post('documents/:documentId/notes')
  @ApiOperation({ summary: 'Save reviewer notes without changing the status' })
  @ApiBody({ schema: z.toJSONSchema(KycNotesBodySchema) as object })
  saveNotes(
    @Param('documentId', new ParseUUIDPipe()) documentId: string,
    @Body(new ZodPipe(KycNotesBodySchema)) body: z.infer<typeof KycNotesBodySchema>,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<KycDocumentView> {
    return this.rpc.call(Rpc.kycSaveNotes, { documentId, notes: body.notes, adminId: admin.id });
  }

  @Post(':userId/reset')
  @ApiOperation({ summary: 'Put an approved or rejected KYC back to pending review' })
  async reset(@Param('userId', new ParseUUIDPipe()) userId: string, @CurrentUser() admin: AuthenticatedUser): Promise<KycOverview> {
    const overview = await this.rpc.call(Rpc.kycReset, { userId, adminId: admin.id });
    this.profiles.forget(userId);
    return overview;
  }
}
