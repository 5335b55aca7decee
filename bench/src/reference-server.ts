// The reference of P1 and P4: a bare Fastify route returning a constant JSON body.
// The body is read once at start (the same bytes our /api/init answered) and sent as is.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';
const bodyFile = process.env.BODY_FILE;
const body = bodyFile ? readFileSync(bodyFile, 'utf8') : JSON.stringify({ data: [] });

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
// Any other GET path answers the same constant body: /api/init for P1, a status page's path for P4.
app.get('/*', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});

await app.listen({ port, host });
console.log(
  `reference listening on http://${host}:${port} (${Buffer.byteLength(body)} bytes body)`,
);

process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
