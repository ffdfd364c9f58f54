import { prepareDatabaseSeeds } from './helpers/database-seeds.js';

/**
 * Runs once before the API tests: builds the migrated databases every test database is copied from
 * (helpers/database-seeds.ts). Without TEST_DATABASE_URL they run on the embedded database only
 * (helpers/databases.ts); say so, so a green run is not mistaken for one that also covered PostgreSQL.
 */
export default async function setUpApiTests(): Promise<() => Promise<void>> {
  if (!process.env.TEST_DATABASE_URL?.trim()) {
    console.log(
      '[api] PostgreSQL runs skipped: TEST_DATABASE_URL is not set. To run the API tests on PostgreSQL too: ' +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test',
    );
  }
  return prepareDatabaseSeeds();
}
