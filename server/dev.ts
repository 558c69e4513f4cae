// `npm run dev`: the server from source, with Vite's dev middleware (server/index.ts). The server's
// own modules are not bundled here, so the values the build inlines are set as globals first.
import { defineBuildTimeGlobals } from "../build-env";

defineBuildTimeGlobals();
await import("./index");
