import { defineConfig } from 'vitest/config';

// Four projects: the pure domain, the web app's logic (a DOM in happy-dom), and the server tests
// once per database mode.
// The PostgreSQL project isolates itself in a database of its own per run (see apps/server/test/setup).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on our two-core CI
    // machines, while a server test file mostly waits on its database. Two workers keep both
    // cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        // apps/web: resource definitions, stores, models and hooks beside their sources (*.test.ts(x)).
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          env: { TZ: 'UTC', TEST_DATABASE: 'pglite' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file builds its own app and database (apps/server/test/helpers.ts) and no server
          // test mocks a module: the files of one worker share the imported server code instead
          // of importing it again per file (about 40 % of the suite's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // The start-up tests run real processes on PGlite; once is enough.
          exclude: ['apps/server/test/cli/**'],
          env: { TZ: 'UTC', TEST_DATABASE: 'postgres' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file builds its own app and database (apps/server/test/helpers.ts) and no server
          // test mocks a module: the files of one worker share the imported server code instead
          // of importing it again per file (about 40 % of the suite's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
