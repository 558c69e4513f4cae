import { FORM_KINDS } from "~/content/forms/form-kinds";
import { isFormKind } from "~/features/submissions/form-token.server";
import { jsonError } from "~/features/submissions/intake.server";
import type { EndpointArgs } from "./endpoint";

/** `GET /api/form-token?form=<kind>`: a freshly signed token for a form the visitor starts. */
export function loader({ request, context }: EndpointArgs) {
  const form = new URL(request.url).searchParams.get("form");
  if (form === null || form === "") {
    return jsonError(400, `The form parameter is required: one of ${FORM_KINDS.join(", ")}.`);
  }
  if (!isFormKind(form)) return jsonError(400, `Unknown form. Use one of ${FORM_KINDS.join(", ")}.`);
  const { formTokens } = context.services;
  // Every visitor gets their own token and time: a cached answer would hand out someone else's.
  return Response.json(formTokens.issue(form), { headers: { "Cache-Control": "no-store" } });
}

export function action() {
  return jsonError(405, "Method not allowed. Ask for a form token with GET.", {}, { Allow: "GET, HEAD" });
}
