import { requestEstimate } from "~/features/savings-calculator/estimate-request.server";
import { methodNotAllowed } from "~/features/submissions/intake.server";
import type { Route } from "./+types/api.estimate-requests";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return requestEstimate({ request, context });
}
