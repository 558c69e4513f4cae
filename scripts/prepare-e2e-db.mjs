// Creates a fresh, empty PostgreSQL database for one browser-test run and prints its URL.
// Prints nothing (and exits 0) when TEST_DATABASE_URL is unset or its server is unreachable.
import pg from "pg";

const source = process.env.TEST_DATABASE_URL;
if (!source) process.exit(0);
const name = `latammatch_e2e_${process.pid}`;
const client = new pg.Client({ connectionString: source, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch (error) {
  console.error(
    `PostgreSQL at TEST_DATABASE_URL is not reachable (${error.message}): browser tests use the embedded database.`,
  );
  process.exit(0);
}
// Databases of earlier runs that were interrupted before their clean-up.
const stale = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'latammatch\\_e2e\\_%'");
for (const row of stale.rows) {
  await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`).catch(() => {});
}
await client.query(`CREATE DATABASE "${name}"`);
await client.end();
const url = new URL(source);
url.pathname = `/${name}`;
console.log(url.href);
