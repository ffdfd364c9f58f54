import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` to write SQL migrations from src/db/schema.ts, schema-tools.ts, schema-service.ts, schema-underwriting.ts and schema-speech.ts; the server applies
// the checked-in files in drizzle/ at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-tools.ts',
    './src/db/schema-service.ts',
    './src/db/schema-underwriting.ts',
    './src/db/schema-tracking.ts',
    './src/db/schema-speech.ts',
    './src/db/schema-lessons.ts',
    './src/db/schema-web-resources.ts',
  ],
  out: './drizzle',
});
