import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';
import { isStaff, type PortalRequest } from '../auth/decorators.js';
import { LedgerReadCache } from './ledger-read.cache.js';

/**
 * Read-your-writes without waiting for the change message: whatever a signed-in caller sends that is not
 * a GET drops pages when it finishes (answered or failed). A recipient's own pages; for the back office, every
 * page kept: an admin's change may move a recipient the route does not name (an approval, a transfer's or a
 * withdrawal's status), and the recipient must see it on their next load, not a moment later.
 */
@Injectable()
export class ForgetOwnPagesInterceptor implements NestInterceptor {
  constructor(@Inject(LedgerReadCache) private readonly cache: LedgerReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<PortalRequest & { method?: string }>();
    const user = request.user;
    if (request.method === 'GET' || !user) return next.handle();
    return next.handle().pipe(finalize(() => (isStaff(user.roles) ? this.cache.clear() : this.cache.forget(user.id))));
  }
}
