import { requestPilot } from "~/features/pilot-request/pilot-request.server";
import { methodNotAllowed } from "~/features/submissions/intake.server";
import type { EndpointArgs } from "./endpoint";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: EndpointArgs) {
  return requestPilot({ request, context });
}
