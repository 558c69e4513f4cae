import { subscribeToJobAlert } from "~/features/job-alerts/subscribe.server";
import { methodNotAllowed } from "~/features/submissions/intake.server";
import type { Route } from "./+types/api.job-alerts";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return subscribeToJobAlert({ request, context });
}
