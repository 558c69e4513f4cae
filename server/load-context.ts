import type { Env } from "./env.server";

/** What the server hands to every loader and action (React Router's load context). */
export interface AppServices {
  env: Env;
}

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** The client's address, as resolved by Express (honours TRUST_PROXY). */
    clientIp: string;
    /** Nonce for the inline scripts of this server-rendered response. */
    cspNonce: string;
  }
}
