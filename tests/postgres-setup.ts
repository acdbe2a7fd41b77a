// One throwaway PostgreSQL cluster for the whole unit-test run (the node project's files), a
// database per test in it (server/testing/engines.ts): each file started and stopped a cluster
// of its own, a few seconds of a worker's time each (initdb, start, stop) on a busy 2-core
// machine, twelve times a run. The workers inherit TEST_POSTGRES_URL. Databases cannot see
// each other's rows or advisory locks, so sharing the cluster shares nothing a test reads.
import { postgresMissing, startPostgres } from "../server/testing/postgres.ts";

export async function setup() {
  if (postgresMissing()) return; // the engines skip PostgreSQL and say why
  const cluster = await startPostgres();
  process.env.TEST_POSTGRES_URL = cluster.url;
  return () => cluster.stop();
}
