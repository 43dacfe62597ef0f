import { browserRoute, type BrowserRoutes, type RouteDeclaration } from './route.js';

/** A group of declarations (such as `Api`), each route reduced to the browser's line of it. */
export function browserRoutes<T extends object>(declarations: T): BrowserRoutes<T> {
  const lines: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(declarations)) {
    lines[name] = isDeclaration(value) ? browserRoute(value) : browserRoutes(value as object);
  }
  return lines as BrowserRoutes<T>;
}

function isDeclaration(value: unknown): value is RouteDeclaration {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RouteDeclaration).method === 'string' &&
    typeof (value as RouteDeclaration).path === 'string'
  );
}
