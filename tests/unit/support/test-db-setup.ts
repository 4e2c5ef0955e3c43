/**
 * The global setup of every vitest run that makes PostgreSQL test databases (test-db.ts): names
 * the run after this process before its test processes start, and when they have all ended drops
 * the databases made ahead that no test took (and any a failed test left).
 */
import { dropDatabasesOfRun } from './test-db';

export default function setup() {
  if (!process.env.TEST_DATABASE_URL) return;
  const run = (process.env.TEST_DB_OWNER = String(process.pid));
  return () => dropDatabasesOfRun(run);
}
