import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { GrantScheduleService } from './grant-schedule.service.js';
import { ReportAttachmentsService } from './report-attachments.service.js';

@Controller()
export class GrantScheduleController {
  constructor(
    @Inject(GrantScheduleService) private readonly schedules: GrantScheduleService,
    @Inject(ReportAttachmentsService) private readonly attachments: ReportAttachmentsService,
  ) {}

  @RpcHandler(Rpc.grantSchedule)
  schedule(input: RpcIn<'grantSchedule'>): Promise<RpcOut<'grantSchedule'>> {
    return this.schedules.schedule(input);
  }

  @RpcHandler(Rpc.grantSubmitReport)
  submit(input: RpcIn<'grantSubmitReport'>): Promise<RpcOut<'grantSubmitReport'>> {
    return this.schedules.submit(input);
  }

  @RpcHandler(Rpc.grantReportQueue)
  queue(input: RpcIn<'grantReportQueue'>): Promise<RpcOut<'grantReportQueue'>> {
    return this.schedules.queue(input);
  }

  @RpcHandler(Rpc.grantReviewReport)
  review(input: RpcIn<'grantReviewReport'>): Promise<RpcOut<'grantReviewReport'>> {
    return this.schedules.review(input);
  }

  @RpcHandler(Rpc.grantReleaseTranche)
  release(input: RpcIn<'grantReleaseTranche'>): Promise<RpcOut<'grantReleaseTranche'>> {
    return this.schedules.release(input);
  }

  @RpcHandler(Rpc.grantAttachmentAdd)
  addAttachment(input: RpcIn<'grantAttachmentAdd'>): Promise<RpcOut<'grantAttachmentAdd'>> {
    return this.attachments.add(input);
  }

  @RpcHandler(Rpc.grantAttachmentDrafts)
  draftAttachments(input: RpcIn<'grantAttachmentDrafts'>): Promise<RpcOut<'grantAttachmentDrafts'>> {
    return this.attachments.drafts(input);
  }

  @RpcHandler(Rpc.grantAttachmentRemove)
  removeAttachment(input: RpcIn<'grantAttachmentRemove'>): Promise<RpcOut<'grantAttachmentRemove'>> {
    return this.attachments.remove(input);
  }

  @RpcHandler(Rpc.grantAttachmentGet)
  attachment(input: RpcIn<'grantAttachmentGet'>): Promise<RpcOut<'grantAttachmentGet'>> {
    return this.attachments.get(input);
  }

  @RpcHandler(Rpc.grantAttachmentFetch)
  attachmentFile(input: RpcIn<'grantAttachmentFetch'>): Promise<RpcOut<'grantAttachmentFetch'>> {
    return this.attachments.fetch(input);
  }
}
