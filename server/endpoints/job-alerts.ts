import { subscribeToJobAlert } from "~/features/job-alerts/subscribe.server";
import { methodNotAllowed } from "~/features/submissions/intake.server";
import type { EndpointArgs } from "./endpoint";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: EndpointArgs) {
  return subscribeToJobAlert({ request, context });
}
