import { routeUrl, type CallableRoute, type RouteInput } from '@portal/contracts/web';

/** A call as logs show it: method, path and query, e.g. `POST` and the path of Api.admin.setUserStatus with its id. */
export function routeLabel<R extends CallableRoute>(route: R, input?: Pick<RouteInput<R>, 'params' | 'query'>): string {
  return `${route.method} ${routeUrl(route, input)}`;
}
