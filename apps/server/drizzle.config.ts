import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` to write SQL migrations from src/db/schema.ts and schema-tools.ts; the server applies
// the checked-in files in drizzle/ at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-tools.ts'],
  out: './drizzle',
});
