import Fastify from 'fastify';

/** A local SMS gateway speaking the adapter's protocol: POST JSON { to, text }, bearer key. */
export async function startFakeSmsGateway(options: { apiKey: string }) {
  const app = Fastify();
  const messages: { to: string; text: string }[] = [];
  app.post('/messages', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return reply.status(401).send();
    messages.push(request.body as { to: string; text: string });
    return reply.status(202).send({ status: 'queued' });
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/messages`, messages, close: () => app.close() };
}
