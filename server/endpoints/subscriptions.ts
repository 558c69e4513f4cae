import { methodNotAllowed } from "~/features/submissions/intake.server";
import { subscribe } from "~/features/subscriptions/subscribe.server";
import type { EndpointArgs } from "./endpoint";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: EndpointArgs) {
  return subscribe({ request, context });
}
