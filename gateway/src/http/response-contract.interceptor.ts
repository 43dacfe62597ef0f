import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ErrorCodes, GenericMessages, isRaw } from '@portal/contracts';
import { createLogger } from '@portal/service-kit';
import { map, type Observable } from 'rxjs';
import { ApiError } from './api-error.js';
import { routeOf } from './endpoint.js';

const log = createLogger('gateway');

/**
 * Every JSON answer leaves through its route's response schema: fields the contract does not
 * declare are dropped (nothing leaks by accident) and an answer that breaks the contract is a 500,
 * logged with the route, instead of a silently wrong screen.
 */
@Injectable()
export class ResponseContractInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const declaration = routeOf(context);
    const schema = declaration && !isRaw(declaration.response) ? declaration.response : undefined;
    if (!schema) return next.handle();
    const reply = context.switchToHttp().getResponse<{ sent?: boolean }>();
    return next.handle().pipe(
      map((value: unknown) => {
        // A handler that wrote the reply itself (`@Res()`, e.g. health's 503) has parsed its body already.
        if (reply.sent) return value;
        const result = schema.safeParse(value);
        if (result.success) return result.data;
        log.error(
          { route: `${declaration!.method} ${declaration!.path}`, issues: result.error.issues.slice(0, 5) },
          'answer does not match its response schema',
        );
        throw new ApiError(500, ErrorCodes.internal, GenericMessages.internal);
      }),
    );
  }
}
