/**
 * The pilot request's checks: the server's schema as the form's resolver. The form loads this
 * module (with zod) the first time it validates, so its first load carries none of it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { PilotRequestSchema } from "~/content/forms/pilot-request-schema";

export const pilotRequestResolver = zodResolver(PilotRequestSchema);
