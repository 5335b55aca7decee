import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/image/', '/upload/', '/fonts/'];

/**
 * Serves the built web app: hashed assets cached forever, index.html revalidated, and every
 * other GET that accepts HTML answered with index.html so deep links survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, distDirectory: string): Promise<void> {
  const indexFile = path.join(distDirectory, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDirectory,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const acceptsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (request.method === 'GET' && !isApi && acceptsHtml && hasBuild) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
    }
    return reply.status(404).send({
      errors: [{ code: 'not_found', message: 'Die angeforderte Ressource wurde nicht gefunden.' }],
    });
  });
}
