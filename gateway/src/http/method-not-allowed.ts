import { allRoutes } from '@portal/contracts';

/** Each declared path as a matcher of concrete request paths, with the methods declared on it. */
function declaredPaths(): { matches: RegExp; methods: Set<string> }[] {
  const byPath = new Map<string, Set<string>>();
  for (const { declaration } of allRoutes()) {
    const methods = byPath.get(declaration.path) ?? new Set<string>();
    methods.add(declaration.method);
    byPath.set(declaration.path, methods);
  }
  return [...byPath].map(([pattern, methods]) => {
    const source = pattern
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return { matches: new RegExp(`^${source}$`), methods };
  });
}

let paths: ReturnType<typeof declaredPaths> | undefined;

/**
 * The methods the API serves at a request path (`HEAD` wherever `GET` is served, as the router answers it),
 * in the order of RFC 9110's method list; empty when no declared route has that path.
 */
export function allowedMethods(url: string): string[] {
  paths ??= declaredPaths();
  const path = url.split('?', 1)[0]!;
  const methods = new Set<string>();
  for (const declared of paths) if (declared.matches.test(path)) for (const method of declared.methods) methods.add(method);
  if (methods.has('GET')) methods.add('HEAD');
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => methods.has(m));
}
