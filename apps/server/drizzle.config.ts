import { defineConfig } from 'drizzle-kit';

// Run from the repository root: npx drizzle-kit generate --config apps/server/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/drizzle',
});
