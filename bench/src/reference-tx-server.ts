// The reference of P3: a minimal two-statement transaction route on the same kind of database.
// POST /api/orders inserts one row (the order) and bumps one counter (the ticket number) in one
// transaction, the least an order creation has to do. PostgreSQL: the benchmark database itself
// (DATABASE_URL, a pool of 10 like our server's). PGlite: a fresh directory (DATA_DIR) of the same
// embedded engine, because one PGlite directory can be open in one process only.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';

const SCHEMA = [
  `create table if not exists bench_reference_orders (
     id serial primary key, idempotency_key text not null unique, body jsonb not null,
     created_at timestamptz not null default now())`,
  'create table if not exists bench_reference_counter (id int primary key, value int not null)',
  'insert into bench_reference_counter (id, value) values (1, 0) on conflict (id) do nothing',
];
const INSERT_ORDER =
  'insert into bench_reference_orders (idempotency_key, body) values ($1, $2) returning id';
const NEXT_TICKET =
  'update bench_reference_counter set value = value + 1 where id = 1 returning value';

type Row = Record<string, unknown>;
type Transaction = (
  run: (query: (sql: string, params: unknown[]) => Promise<Row[]>) => Promise<Row>,
) => Promise<Row>;

async function openDatabase(): Promise<{ transaction: Transaction; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    for (const statement of SCHEMA) await pool.query(statement);
    return {
      transaction: async (run) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await run(async (sql, params) => (await client.query(sql, params)).rows);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(process.env.DATA_DIR ?? 'memory://');
  for (const statement of SCHEMA) await client.query(statement);
  return {
    transaction: (run) =>
      client.transaction((tx) =>
        run(async (sql, params) => (await tx.query<Row>(sql, params)).rows),
      ),
    close: () => client.close(),
  };
}

const database = await openDatabase();
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
app.post('/api/orders', async (request, reply) => {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return reply.code(422).send({ errors: [] });
  const order = await database.transaction(async (query) => {
    const [inserted] = await query(INSERT_ORDER, [key, JSON.stringify(request.body)]);
    const [ticket] = await query(NEXT_TICKET, []);
    return { id: inserted?.id, ticketNumber: String(ticket?.value) };
  });
  return reply.code(201).send({ data: { order } });
});

await app.listen({ port, host });
console.log(`reference (transaction) listening on http://${host}:${port}`);

process.once('SIGTERM', () => {
  app
    .close()
    .then(() => database.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
});
