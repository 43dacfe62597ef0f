import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { allRoutes, type RouteDeclaration } from '@portal/contracts';
import { ROUTE_DECLARATION } from './endpoint.js';

/** The declarations served by the given controller instances' handlers. */
export function servedDeclarations(controllers: object[], scanner: MetadataScanner): RouteDeclaration[] {
  return controllers.flatMap((instance) =>
    scanner
      .getAllMethodNames(Object.getPrototypeOf(instance))
      .map((name) => Reflect.getMetadata(ROUTE_DECLARATION, (instance as Record<string, unknown>)[name] as object) as RouteDeclaration | undefined)
      .filter((d): d is RouteDeclaration => d !== undefined),
  );
}

/** Declared routes nobody serves, and routes served twice: the gateway refuses to start with either. */
export function coverageProblems(served: RouteDeclaration[]): string[] {
  const problems: string[] = [];
  for (const { name, declaration } of allRoutes()) {
    const count = served.filter((d) => d === declaration).length;
    if (count !== 1) problems.push(`${name} (${declaration.method} ${declaration.path}) is served ${count} times`);
  }
  return problems;
}

/** At start-up: every route of the API contract has exactly one handler. */
@Injectable()
export class RouteCoverageCheck implements OnApplicationBootstrap {
  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
  ) {}

  onApplicationBootstrap(): void {
    const controllers = this.discovery
      .getControllers()
      .map((wrapper) => wrapper.instance as object)
      .filter(Boolean);
    const problems = coverageProblems(servedDeclarations(controllers, this.scanner));
    if (problems.length) throw new Error(`the gateway does not serve the API contract: ${problems.join('; ')}`);
  }
}
