import type { Database } from './database.ts';

/**
 * A query that is built once per database and then only executed with new values (Drizzle's
 * `.prepare(name)`): building a query's SQL text from its schema objects costs about as much CPU
 * on the server's thread as the embedded database spends running a small statement, so the
 * statements of every order (bench/README.md, P3) are built once. On PostgreSQL the name also makes
 * a named prepared statement per connection; PGlite ignores it. Only for queries on the database
 * itself, never inside a transaction (a prepared query runs outside it).
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
