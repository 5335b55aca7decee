import pg from 'pg';

export interface BenchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Creates a fresh database (bench_<timestamp>) through the admin URL.
 * Throws a one-line reason when PostgreSQL is unreachable.
 */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  admin.on('error', () => {});
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL unreachable at ${redact(adminUrl)}: ${(error as Error).message}`);
  }
  const name = `bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
