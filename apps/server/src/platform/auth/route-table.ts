import type { FastifyInstance, RouteOptions } from 'fastify';
import { type StaffGuardRule, staffGuardRuleOf } from './guards.ts';

/**
 * One registered route, with the staff guard it carries (null: no staff guard) and whether it
 * declares its path parameters with a schema (docs/decisions/025).
 */
export type RouteTableEntry = {
  method: string;
  url: string;
  guard: StaffGuardRule | null;
  hasParamsSchema: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as registered (HEAD twins left out); see registerRouteTable. */
    routeTable: readonly RouteTableEntry[];
  }
}

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) =>
    hook === undefined ? [] : Array.isArray(hook) ? hook : [hook],
  );
}

/**
 * Collects every route registered after it (an onRoute hook on the root instance), with its staff
 * guard, so the authorisation and CSRF tests enumerate the real routes instead of a hand list
 * (docs/budgets.md S2, S4). Register it before the modules.
 */
export async function registerRouteTable(app: FastifyInstance): Promise<void> {
  const table: RouteTableEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guard = hooksOf(route).map(staffGuardRuleOf).find(Boolean) ?? null;
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET; the GET stands for both.
      const isHeadTwin =
        method === 'HEAD' &&
        table.some((entry) => entry.method === 'GET' && entry.url === route.url);
      if (isHeadTwin) continue;
      table.push({ method, url: route.url, guard, hasParamsSchema: !!route.schema?.params });
    }
  });
}

// Like fastify-plugin: the hook and the decorator belong to the root, not to a child context.
Object.assign(registerRouteTable, { [Symbol.for('skip-override')]: true });
