import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { EnvError, parseEnv } from "./env.server";
import { startServices } from "./services.server";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = parseEnv();
  const services = await startServices(env);
  const isDev = env.NODE_ENV === "development";

  let app: ReturnType<typeof createApp>;
  if (isDev) {
    const vite = await import("vite").then((mod) =>
      mod.createServer({ server: { middlewareMode: true }, appType: "custom" }),
    );
    app = createApp({
      services,
      devMiddleware: vite.middlewares,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  } else {
    const serverBuildFile = path.join(env.buildDir, "server", "index.js");
    if (!existsSync(serverBuildFile)) {
      throw new EnvError(`No build found at ${serverBuildFile}. Run "npm run build" first.`);
    }
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    app = createApp({ services, build, clientDir: path.join(env.buildDir, "client") });
  }

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`LatamMatch is listening on http://localhost:${port} (NODE_ENV=${env.NODE_ENV})`);
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing the server`);
    const force = setTimeout(() => {
      console.error("Shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await services.stop();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error("The server failed to start:", error);
  }
  process.exit(1);
});
