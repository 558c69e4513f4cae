import { methodNotAllowed } from "~/features/submissions/intake.server";
import { subscribe } from "~/features/subscriptions/subscribe.server";
import type { Route } from "./+types/api.subscriptions";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return subscribe({ request, context });
}
