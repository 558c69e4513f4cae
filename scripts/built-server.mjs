// The built server on its own port and a throwaway data folder, as `npm start` runs it: what the
// JavaScript budget and the HTML checker open the pages of a build on.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** The built server on its own port and data folder, as `npm start` runs it. */
export async function startServer(buildDir, { port: chosenPort } = {}) {
  const port = chosenPort || (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-budget-"));
  let output = "";
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      RATE_LIMIT_MAX: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so stopping it reaches everything it started.
    detached: true,
  });
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`The server did not answer /healthz in time:\n${output}`);
      const healthy = await fetch(`${baseUrl}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      // Polls until the server answers; start-up takes several seconds (migrations).
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
