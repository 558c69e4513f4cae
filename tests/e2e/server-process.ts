/**
 * Starts the built server as its own process, the way `npm start` or a process manager does,
 * for tests of start-up, shutdown and several instances. Each gets a free port and its own
 * data folder unless the caller passes them.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/free-port.mjs";

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Waits until GET /healthz answers 200 (or the process exits, which fails). */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startServerProcess(
  options: {
    command?: string[];
    env?: Record<string, string | undefined>;
    dataDir?: string;
    /** The port to listen on; a free one when not given. */
    port?: number;
  } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "latammatch-server-"));
  const [command, ...args] = options.command ?? [process.execPath, "scripts/start.mjs"];
  let output = "";
  const child = spawn(command as string, args, {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      RATE_LIMIT_MAX: "0",
      RESUME_RATE_LIMIT_MAX: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so stop() reaches the server also when npm started it.
    detached: true,
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    child,
    baseUrl,
    dataDir,
    output: () => output,
    exited,
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
        const healthy = await fetch(`${baseUrl}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The server did not become healthy in time:\n${output}`);
    },
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) {
        process.kill(-child.pid, "SIGTERM");
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `npm run inbox:user` (the built command, as an operator would) on a data folder, with
 * `input` on its standard input (the password prompts), and returns its exit status and output.
 */
export function runInboxUser(
  dataDir: string,
  args: string[],
  input?: string,
  env: Record<string, string | undefined> = {},
) {
  return spawnSync(process.execPath, ["scripts/run-command.mjs", "inbox-user", ...args], {
    input,
    encoding: "utf8",
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      ...env,
    },
  });
}
