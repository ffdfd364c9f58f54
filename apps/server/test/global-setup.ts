/**
 * Runs once before the API tests. Without TEST_DATABASE_URL they run on the embedded database only
 * (helpers/databases.ts); say so, so a green run is not mistaken for one that also covered PostgreSQL.
 */
export default function announceDatabases(): void {
  if (process.env.TEST_DATABASE_URL?.trim()) return;
  console.log(
    '[api] PostgreSQL runs skipped: TEST_DATABASE_URL is not set. To run the API tests on PostgreSQL too: ' +
      'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test',
  );
}
