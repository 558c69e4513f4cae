import { requestEstimate } from "~/features/savings-calculator/estimate-request.server";
import { methodNotAllowed } from "~/features/submissions/intake.server";
import type { EndpointArgs } from "./endpoint";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: EndpointArgs) {
  return requestEstimate({ request, context });
}
