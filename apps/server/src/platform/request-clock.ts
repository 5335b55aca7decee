import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './config.ts';

/**
 * Tests only (NODE_ENV=test): a request may carry `X-Test-Now: <ISO instant>` and is then served
 * as if the clock read that instant (plus the time since the request came in). Browser tests use
 * it to be at another moment than E2E_NOW for one page (a closed branch, a preorder) without
 * moving the clock of the tests that run beside them. The production clock never reads it.
 */
export const TEST_NOW_HEADER = 'x-test-now';

type RequestInstant = { readonly at: number; readonly receivedAt: number };

const requestInstant = new AsyncLocalStorage<RequestInstant>();
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/** A clock that answers the request's X-Test-Now while one is set, else the given clock. */
export function withRequestClock(clock: Clock): Clock {
  return () => {
    const instant = requestInstant.getStore();
    return instant ? new Date(instant.at + (Date.now() - instant.receivedAt)) : clock();
  };
}

/**
 * Reads X-Test-Now into the request's async context. Body parsing leaves that context (stream
 * events), so it is entered again before validation, as @fastify/request-context does.
 */
export function registerRequestClock(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[TEST_NOW_HEADER];
    const at = typeof header === 'string' ? Date.parse(header) : Number.NaN;
    if (Number.isNaN(at)) return done();
    requestInstant.run({ at, receivedAt: Date.now() }, () => {
      const scope = new AsyncResource('request-clock');
      scopes.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
