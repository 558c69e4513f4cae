import { type ChildProcess, spawn } from "node:child_process";

/** Another process that takes the lock of `folder` as a server does, and runs until killed. */
export async function otherProcessHolding(folder: string): Promise<ChildProcess> {
  const module = new URL("./pglite-lock.ts", import.meta.url).href;
  const code = `const { lockDatabaseFolder } = await import(${JSON.stringify(module)});
await lockDatabaseFolder(${JSON.stringify(folder)});
console.log("locked");
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`the other process exited (${code})`)));
  });
  return child;
}
