/**
 * scripts/ci-postgres.sh with the system's commands replaced by stubs that write what they were
 * asked to a log: the packages, clusters and server of this machine are never touched.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "./free-port.mjs";

const SCRIPT = path.join(import.meta.dirname, "ci-postgres.sh");
/** The ordinary tools the script uses; the PostgreSQL and package commands are stubs. */
const TOOLS = ["awk", "sort", "tail", "ls", "grep", "sed", "seq", "sleep", "cat", "cp", "mkdir", "touch"];

const DEFAULT_HBA = "local all postgres peer\nhost all all 127.0.0.1/32 scram-sha-256\n";

const STUBS: Record<string, string> = {
  "apt-get": `log apt-get "$@"
[ "$1" = install ] && cp "$STATE/pg_ctlcluster.installed" "$STUBS/pg_ctlcluster"
exit 0`,
  pg_lsclusters: `log pg_lsclusters "$@"
cat "$STATE/clusters" 2> /dev/null || true`,
  pg_createcluster: `log pg_createcluster "$@"
echo "$1 $2 $4 down postgres /var/lib/postgresql/$1/$2 log" >> "$STATE/clusters"
mkdir -p "$CONF/$1/$2"
printf '${DEFAULT_HBA.replaceAll("\n", "\\n")}' > "$CONF/$1/$2/pg_hba.conf"`,
  psql: `log psql "$@"
case "$*" in *"select 1 from pg_database"*) cat "$STATE/has-test-db" 2> /dev/null || true ;; esac`,
};

/** Installed by the apt-get stub: starting the cluster opens the port. */
const PG_CTLCLUSTER = `log pg_ctlcluster "$@"
case "$3" in
  status) [ -e "$STATE/running" ] ;;
  start) "$NODE_BIN" -e 'require("net").createServer((s) => s.end()).listen(Number(process.argv[1]), "127.0.0.1")' "$PORT" > /dev/null 2>&1 &
    echo $! > "$STATE/listener.pid"; touch "$STATE/running" ;;
  reload) ;;
esac`;

interface Sandbox {
  root: string;
  stubs: string;
  state: string;
  conf: string;
  lib: string;
  port: number;
}

let sandbox: Sandbox;
const listeners: net.Server[] = [];

function writeStub(dir: string, name: string, body: string) {
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/bash\nlog() { echo "$*" >> "$STATE/log"; }\n${body}\n`);
  chmodSync(file, 0o755);
}

function run() {
  const result = spawnSync("/bin/bash", [SCRIPT], {
    encoding: "utf8",
    env: {
      PATH: `${sandbox.stubs}:${path.join(sandbox.root, "tools")}`,
      STATE: sandbox.state,
      STUBS: sandbox.stubs,
      CONF: sandbox.conf,
      NODE_BIN: process.execPath,
      PORT: String(sandbox.port),
      CI_POSTGRES_PORT: String(sandbox.port),
      CI_POSTGRES_CONF_ROOT: sandbox.conf,
      CI_POSTGRES_LIB_ROOT: sandbox.lib,
    },
    timeout: 60_000,
  });
  const log = (() => {
    try {
      return readFileSync(path.join(sandbox.state, "log"), "utf8").trim().split("\n");
    } catch {
      return [];
    }
  })();
  return { status: result.status, output: `${result.stdout}${result.stderr}`, log };
}

beforeEach(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "latammatch-ci-postgres-"));
  sandbox = {
    root,
    stubs: path.join(root, "stubs"),
    state: path.join(root, "state"),
    conf: path.join(root, "etc"),
    lib: path.join(root, "lib"),
    port: await freePort(),
  };
  for (const dir of [sandbox.stubs, sandbox.state, sandbox.conf, path.join(root, "tools")]) mkdirSync(dir);
  for (const version of ["13", "15", "9.6"]) mkdirSync(path.join(sandbox.lib, version), { recursive: true });
  for (const tool of TOOLS) {
    const found = spawnSync("/bin/bash", ["-c", `command -v ${tool}`], { encoding: "utf8" }).stdout.trim();
    symlinkSync(found, path.join(root, "tools", tool));
  }
  for (const [name, body] of Object.entries(STUBS)) writeStub(sandbox.stubs, name, body);
  writeStub(sandbox.state, "pg_ctlcluster.installed", PG_CTLCLUSTER);
});

afterEach(async () => {
  try {
    const pid = Number(readFileSync(path.join(sandbox.state, "listener.pid"), "utf8"));
    process.kill(pid);
  } catch {
    // No server was started.
  }
  await Promise.all(listeners.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(sandbox.root, { recursive: true, force: true });
});

describe("ci-postgres.sh", () => {
  it("leaves a server that answers alone", async () => {
    const server = net.createServer((socket) => socket.end());
    listeners.push(server);
    await new Promise<void>((resolve) => server.listen(sandbox.port, "127.0.0.1", resolve));
    const result = run();
    expect(result.status).toBe(0);
    expect(result.output).toContain(`PostgreSQL answers on 127.0.0.1:${sandbox.port}.`);
    expect(result.log).toEqual([]);
  });

  it("installs the package, creates a trusted cluster on the port, starts it and creates the test database", () => {
    const result = run();
    expect(result.status, result.output).toBe(0);
    const port = String(sandbox.port);
    expect(result.log).toEqual([
      "apt-get update",
      "apt-get install -y postgresql",
      "pg_lsclusters --no-header",
      `pg_createcluster 15 ci --port ${port}`,
      "pg_ctlcluster 15 ci status",
      "pg_ctlcluster 15 ci start",
      `psql -h 127.0.0.1 -p ${port} -U postgres -d postgres -v ON_ERROR_STOP=1 -qtAc select 1 from pg_database where datname = 'test'`,
      `psql -h 127.0.0.1 -p ${port} -U postgres -d postgres -v ON_ERROR_STOP=1 -qtAc create database test`,
    ]);
    expect(readFileSync(path.join(sandbox.conf, "15", "ci", "pg_hba.conf"), "utf8")).toBe(
      `host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n${DEFAULT_HBA}`,
    );
    expect(result.output).toContain(`PostgreSQL 15/ci answers on 127.0.0.1:${sandbox.port}`);
  });

  it("starts the installed cluster of the port as it is when it already trusts local connections and has the database", () => {
    writeStub(sandbox.stubs, "pg_ctlcluster", PG_CTLCLUSTER);
    writeFileSync(
      path.join(sandbox.state, "clusters"),
      `13 main 5999 down postgres /x log\n13 other ${sandbox.port} down postgres /y log\n`,
    );
    const hba = `host all all 127.0.0.1/32 trust\n${DEFAULT_HBA}`;
    mkdirSync(path.join(sandbox.conf, "13", "other"), { recursive: true });
    writeFileSync(path.join(sandbox.conf, "13", "other", "pg_hba.conf"), hba);
    writeFileSync(path.join(sandbox.state, "has-test-db"), "1\n");

    const result = run();
    expect(result.status, result.output).toBe(0);
    expect(result.log).toEqual([
      "pg_lsclusters --no-header",
      "pg_ctlcluster 13 other status",
      "pg_ctlcluster 13 other start",
      expect.stringContaining("select 1 from pg_database where datname = 'test'"),
    ]);
    expect(readFileSync(path.join(sandbox.conf, "13", "other", "pg_hba.conf"), "utf8")).toBe(hba);
  });
});
