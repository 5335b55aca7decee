import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialized JSON body with its strong ETag, computed once and reused for every request. */
export type CachedBody = { json: string; etag: string };

/** Serializes `{ data }` once and hashes it for the ETag. */
export function cacheBody(data: unknown): CachedBody {
  const json = JSON.stringify({ data });
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, etag };
}

/** Sends a cached body, or 304 when the client already holds this version. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('ETag', body.etag);
  reply.header('Cache-Control', 'no-cache');
  if (request.headers['if-none-match'] === body.etag) {
    return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body.json);
}
