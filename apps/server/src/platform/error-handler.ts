import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './errors.ts';
import { germanZodErrors } from './validation.ts';

/** One place maps failures to `{ errors: [...] }` with German messages; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send({ errors: error.errors });
    }
    if (error instanceof ZodError) {
      return reply.status(422).send({ errors: germanZodErrors(error.issues) });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.status(500).send({
        errors: [
          { code: 'internal_error', message: 'Leider ist ein interner Fehler aufgetreten.' },
        ],
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({
        errors: [
          { code: 'unsupported_media_type', message: 'Dieses Datenformat wird nicht unterstützt.' },
        ],
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({
        errors: [{ code: 'payload_too_large', message: 'Die gesendeten Daten sind zu groß.' }],
      });
    }
    if (statusCode === 429) {
      return reply.status(429).send({
        errors: [
          {
            code: 'too_many_requests',
            message: 'Zu viele Anfragen. Bitte versuchen Sie es gleich erneut.',
          },
        ],
      });
    }
    return reply.status(statusCode).send({
      errors: [{ code: 'bad_request', message: 'Die Anfrage ist ungültig.' }],
    });
  });
}

/**
 * An error as the log may keep it: a failed statement's bind parameters (customer names, phone
 * numbers, emails, the secret status hash of an order) and the database's detail line (the
 * conflicting values) are left out; the statement, codes and constraint names stay
 * (docs/decisions/014-order-limits-and-public-addresses.md).
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error)) return error;
  const cause = (error as { cause?: Record<string, unknown> }).cause;
  const safe = new Error(error.message.split('\nparams:')[0]);
  safe.name = error.name;
  safe.stack = `${safe.name}: ${safe.message}`;
  return Object.assign(safe, {
    cause: cause && {
      message: cause.message,
      code: cause.code,
      constraint: cause.constraint,
      table: cause.table,
      column: cause.column,
    },
  });
}
