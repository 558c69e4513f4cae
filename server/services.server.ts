import type { Env } from "./env.server";
import type { AppServices } from "./load-context";

/** Opens everything the app needs (database, workers) before the port opens. */
export async function startServices(env: Env): Promise<AppServices & { stop: () => Promise<void> }> {
  return {
    env,
    stop: async () => {},
  };
}
