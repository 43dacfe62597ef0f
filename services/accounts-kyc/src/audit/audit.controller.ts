import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler, type JsonAnswer } from '@portal/service-kit';
import { AuditService } from './audit.service.js';

@Controller()
export class AuditController {
  constructor(@Inject(AuditService) private readonly audit: AuditService) {}

  @RpcHandler(Rpc.auditList)
  list(input: RpcIn<'auditList'>): Promise<RpcOut<'auditList'>> {
    return this.audit.list(input);
  }

  @RpcHandler(Rpc.auditExportPage)
  exportPage(input: RpcIn<'auditExportPage'>): Promise<JsonAnswer<RpcOut<'auditExportPage'>>> {
    return this.audit.exportPage(input);
  }
}
