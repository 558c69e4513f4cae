// Creates a fresh, uniquely named PostgreSQL database for one browser-test run and prints its URL;
// with `--drop URL` drops that database again. Other runs' databases are never touched.
// Prints nothing (and exits 0) when TEST_DATABASE_URL is unset or its server is unreachable.
import { randomBytes } from "node:crypto";
import pg from "pg";

const source = process.env.TEST_DATABASE_URL;
if (!source) process.exit(0);
const client = new pg.Client({ connectionString: source, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch (error) {
  console.error(
    `PostgreSQL at TEST_DATABASE_URL is not reachable (${error.message}): browser tests use the embedded database.`,
  );
  process.exit(0);
}

if (process.argv[2] === "--drop") {
  const name = decodeURIComponent(new URL(process.argv[3] ?? "").pathname.slice(1));
  if (/^latammatch_e2e_[a-z0-9_]+$/.test(name)) {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  await client.end();
  process.exit(0);
}

const name = `latammatch_e2e_${process.pid}_${randomBytes(4).toString("hex")}`;
await client.query(`CREATE DATABASE "${name}"`);
await client.end();
const url = new URL(source);
url.pathname = `/${name}`;
console.log(url.href);
