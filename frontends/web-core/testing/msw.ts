// The portal API in component tests, answered at the network layer by MSW: the screens' real typed
// client sends real fetch requests. Every mock is declared with the route of `@portal/contracts` it
// stands for, and both directions are held to that route: a request body must pass the route's body
// schema or gets the gateway's 400 (the mock's own answer is not used), a success answer must pass the
// response schema, and an error answer must be a status the route can give. A mock that breaks the
// contract fails the test (see ./setup.ts), so it cannot drift from what the gateway answers.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  allRoutes,
  Api,
  ErrorCodes,
  isRaw,
  type ApiErrorBody,
  type CallableRoute,
  type ClientConfig,
  type RouteDeclaration,
  type RouteResponse,
} from '@portal/contracts';

export const CLIENT_CONFIG: ClientConfig = {
  keycloak: { url: 'http://localhost/keycloak', realm: 'grant-portal', clientId: 'portal-web', adminClientId: 'portal-admin' },
  session: { statusRecheckMs: 60_000 },
};

/** A success answer of the route (its declared status: 200, or 201 for creations). */
interface Ok<R extends CallableRoute> {
  kind: 'ok';
  body: RouteResponse<R>;
}

/** An error answer in the gateway's shape. */
interface Refusal {
  kind: 'refusal';
  error: ApiErrorBody;
}

export type MockAnswer<R extends CallableRoute> = Ok<R> | Refusal;

export const ok = <R extends CallableRoute>(body: RouteResponse<R>): Ok<R> => ({ kind: 'ok', body });
export const refuse = (statusCode: number, code: string, message: string): Refusal => ({ kind: 'refusal', error: { statusCode, code, message } });

/** What the screen sent. */
export interface MockCall {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

const violations: string[] = [];

/** The contract breaks seen since the last call (./setup.ts fails the test that caused them). */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

/** Statuses an error answer of the route may have: its declared ones, those its access rule implies, and the generic ones. */
function allowedErrorStatuses(route: RouteDeclaration): number[] {
  const access = route.access === 'public' ? [] : [401, 403];
  return [...(route.errors ?? []), ...access, 429, 500, 503];
}

/** What the gateway answers a body its route refuses: 400 with the first problem as `field: message` (nothing reaches a service). */
function gatewayRefusal(issue: { path: PropertyKey[]; message: string } | undefined): Refusal {
  const field = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  return refuse(400, ErrorCodes.validationFailed, `${field}${issue?.message ?? 'Invalid request'}`);
}

const DECLARATIONS = new Map(allRoutes().map(({ declaration }) => [`${declaration.method} ${declaration.path}`, declaration]));

/** The declaration (with its schemas) of a route the screens call from the browser's route table. */
function declarationOf(route: CallableRoute): RouteDeclaration {
  const declaration = DECLARATIONS.get(`${route.method} ${route.path}`);
  if (!declaration) throw new Error(`no route is declared for ${route.method} ${route.path}`);
  return declaration;
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * Answers the route with `respond` from now until the test ends; returns the list of calls the screen
 * made, e.g. to check the body it sent.
 */
export function mockRoute<R extends CallableRoute>(callable: R, respond: (call: MockCall) => MockAnswer<R> | Promise<MockAnswer<R>>): MockCall[] {
  const route = declarationOf(callable);
  const calls: MockCall[] = [];
  const where = `${route.method} ${route.path}`;
  server.use(
    METHODS[route.method](route.path, async ({ request, params }) => {
      const url = new URL(request.url);
      let body: unknown;
      let refused: Refusal | undefined;
      if (route.body && !isRaw(route.body)) {
        const text = await request.text();
        body = text ? JSON.parse(text) : undefined;
        const checked = route.body.safeParse(body ?? {});
        if (!checked.success) refused = gatewayRefusal(checked.error.issues[0]);
      }
      const call: MockCall = {
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        query: Object.fromEntries(url.searchParams),
        body,
        headers: request.headers,
      };
      calls.push(call);
      const answer = refused ?? (await respond(call));
      if (answer.kind === 'refusal') {
        if (!allowedErrorStatuses(route).includes(answer.error.statusCode))
          violations.push(`${where}: the mock answers ${answer.error.statusCode}, which the route does not declare`);
        return HttpResponse.json(answer.error, { status: answer.error.statusCode });
      }
      if (isRaw(route.response))
        return new HttpResponse(answer.body as BodyInit, { status: route.status ?? 200, headers: { 'content-type': route.response.raw } });
      const checked = route.response.safeParse(answer.body);
      if (!checked.success) violations.push(`${where}: the mock's answer breaks the route's response schema: ${checked.error.message}`);
      return HttpResponse.json(answer.body as never, { status: route.status ?? 200 });
    }),
  );
  return calls;
}

/** The route answers `body` every time. */
export function mockAnswer<R extends CallableRoute>(route: R, body: RouteResponse<R>): MockCall[] {
  return mockRoute(route, () => ok<R>(body));
}

/** A query that never answers while the test runs (its loading state). */
export function mockPending(route: CallableRoute): void {
  server.use(METHODS[route.method](route.path, () => new Promise<never>(() => undefined)));
}

/** Requests no mock answers fail the test; the sign-in configuration is always there. */
export const server = setupServer(METHODS.GET(Api.platform.config.path, () => HttpResponse.json(CLIENT_CONFIG)));
