import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w upstream` writes a new SQL migration into drizzle/ from src/db/schema.ts.
// The migrations are committed and applied at start by drizzle's migrator (PGlite or PostgreSQL).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
