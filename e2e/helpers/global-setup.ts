import { prepareDatabaseSeeds } from '../../apps/server/test/helpers/database-seeds.js';

/** Runs once before the browser tests: each test server's database starts from a migrated seed. */
export default function setUpBrowserTests(): Promise<() => Promise<void>> {
  return prepareDatabaseSeeds();
}
