import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import closeWithGrace from "close-with-grace";
import type { ServerBuild } from "react-router";
import { site } from "../app/content/site";
import { availability } from "../app/features/booking/availability.server";
import { createApp, type SitePageRenderer } from "./app";
import { redirectToAstroDev, sendToAstroDev, startAstroDevServer } from "./astro-dev";
import { type Env, EnvError, parseEnv } from "./env.server";
import { trackForDrain } from "./http-drain";
import { createHttpServer } from "./http-server";
import { startInboxDevServer } from "./inbox-dev";
import { describeListening } from "./listening";
import { describeError, logger, parseLogLevel, stackFrames } from "./logger.server";
import { createServerMetrics } from "./metrics";
import { checkProductionSettings } from "./production-settings";
import { hopCountExposureWarning } from "./proxy-warning";
import { createReadiness } from "./readiness";
import { startServices } from "./services.server";

/** Everything must be closed within this; past it the process exits with 1. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Requests in flight get this long; the outbox worker and the database get the rest. */
const HTTP_DRAIN_MS = 7_000;

/** Resolves with the address and port the server listens on (HOST resolved, PORT 0 given one). */
function listen(server: Server, port: number, host: string): Promise<{ address: string; port: number }> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address : { address: host, port });
    });
  });
}

/**
 * A production server stops on a run-time SITE_ORIGIN other than the build's and warns about
 * each example value still in use (server/production-settings.ts).
 */
function checkSettings(env: Env) {
  const report = checkProductionSettings({
    built: {
      siteOrigin: site.origin,
      portalUrl: site.portalUrl,
      contactEmail: site.contactEmail,
      company: { ...site.company, postalAddress: site.postalAddress },
    },
    runtime: env,
    siteOriginSetAtRunTime: Boolean(process.env.SITE_ORIGIN?.trim()),
    bookingHostEmails: availability.hosts.map((host) => host.email),
  });
  if (report.error) throw new EnvError(report.error);
  for (const warning of report.warnings) logger.warn({ setting: warning.setting }, warning.message);
}

async function main() {
  const env = parseEnv();
  parseLogLevel(process.env.LOG_LEVEL);
  if (env.NODE_ENV === "production") checkSettings(env);
  const services = await startServices(env);
  const isDev = env.NODE_ENV === "development";
  // The migrations have run; /readyz says "ready" once the port is open, until the shutdown.
  const readiness = createReadiness();
  const metrics = createServerMetrics({
    database: services.database,
    readiness,
    jobBoard: services.jobBoard,
  });

  let app: ReturnType<typeof createApp> | undefined;
  // Created first: in development the inbox's hot-reload socket runs on it (server/inbox-dev.ts).
  const server = createHttpServer((req, res) => app?.(req, res));
  let closeDevServer: (() => Promise<void>) | undefined;
  // Where Astro's development server runs, once it does (server/astro-dev.ts).
  let astroStarted: (origin: string) => void = () => {};
  const astroOrigin = new Promise<string>((resolve) => {
    astroStarted = resolve;
  });
  try {
    if (isDev) {
      const inbox = await startInboxDevServer(server);
      closeDevServer = () => inbox.close();
      app = createApp({
        services,
        readiness,
        metrics,
        devMiddleware: [redirectToAstroDev(astroOrigin), inbox.middleware],
        // Every path no endpoint of the site and no inbox route answers: Astro's dev server has
        // its pages, the public folder's files and the not-found page.
        sitePages: sendToAstroDev(astroOrigin),
        inboxBuild: inbox.build,
      });
    } else {
      // The inbox's build (BUILD_DIR/inbox), with its server and client parts.
      const inboxBuildFile = path.join(env.buildDir, "inbox", "server", "index.js");
      if (!existsSync(inboxBuildFile)) {
        throw new EnvError(`No build found at ${inboxBuildFile}. Run "npm run build" first.`);
      }
      const inboxBuild = (await import(pathToFileURL(inboxBuildFile).href)) as ServerBuild;
      // Astro's renderer of the pages it renders on request, beside its prerendered ones.
      const siteServerEntry = path.join(env.buildDir, "site-server", "entry.mjs");
      if (!existsSync(siteServerEntry)) {
        throw new EnvError(`No build found at ${siteServerEntry}. Run "npm run build" first.`);
      }
      const { handler: sitePages } = (await import(pathToFileURL(siteServerEntry).href)) as {
        handler: SitePageRenderer;
      };
      app = createApp({
        services,
        readiness,
        metrics,
        siteDir: path.join(env.buildDir, "site"),
        sitePages,
        inboxBuild,
        inboxClientDir: path.join(env.buildDir, "inbox", "client"),
      });
    }
  } catch (error) {
    await services.stop();
    throw error;
  }

  const drain = trackForDrain(server);
  let port: number;
  try {
    const listening = await listen(server, env.PORT, env.HOST);
    port = listening.port;
    const exposure = hopCountExposureWarning(env.TRUST_PROXY, listening.address);
    if (exposure) logger.warn({ setting: "TRUST_PROXY" }, exposure);
  } catch (error) {
    await services.stop();
    throw error;
  }
  logger.info(describeListening(env.HOST, port, env.NODE_ENV));
  if (isDev) {
    const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    const astro = await startAstroDevServer({
      appOrigin: `http://${host}:${port}`,
      host: env.HOST,
      localsFor: (req) => ({
        services,
        clientIp: req.socket.remoteAddress ?? "unknown",
        cspNonce: "",
        log: logger,
      }),
    });
    astroStarted(astro.origin);
    const closeVite = closeDevServer;
    closeDevServer = async () => {
      await astro.close();
      await closeVite?.();
    };
    logger.info(`The pages Astro builds are served in development by ${astro.origin}`);
  }
  readiness.markReady();

  // On SIGTERM/SIGINT, and on an uncaught error (then the exit code is 1): the order matters,
  // as requests in flight still write to the database and queue jobs for the worker.
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      logger,
      onTimeout: (delay) => logger.error({ delayMs: delay }, "Shutdown took too long; exiting"),
    },
    async ({ signal, err }) => {
      // Before anything closes: a request still answered from here on hears 503 from /readyz.
      readiness.markDraining();
      // The listening socket closes at once: from the line logged next, new connections are refused.
      const drained = drain.close(HTTP_DRAIN_MS);
      if (err)
        logger.fatal(
          { err: describeError(err), frames: stackFrames(err) },
          "Unexpected error: shutting down",
        );
      else logger.info({ signal }, "Shutting down: finishing requests in flight");
      await drained;
      await closeDevServer?.();
      await services.stop();
      logger.info("Stopped");
    },
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    // For the person at the terminal: the message names the setting to fix.
    console.error(error.message);
  } else {
    // Nothing from visitors exists before the port opens, so the message can be shown here.
    logger.fatal(
      { err: describeError(error), reason: error instanceof Error ? error.message : String(error) },
      "The server failed to start",
    );
  }
  process.exit(1);
});
