import { redirect } from "react-router";
import { LOGIN_PATH, requireInboxMutation } from "../lib/auth.server";
import { expiredCookie } from "../lib/cookies.server";
import { requestContext } from "../lib/inbox-meta";
import { deleteSession, deleteSessionsOf } from "../lib/sessions.server";
import type { Route } from "./+types/inbox.logout";

export function loader() {
  return redirect("/inbox");
}

/** Logs out this browser, or with `scope=everywhere` every session of the account. */
export async function action({ request, context }: Route.ActionArgs) {
  const { inbox } = context.get(requestContext).services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form, {
    allowPasswordChange: true,
    allowTwoFactorEnrolment: true,
  });
  if (form.get("scope") === "everywhere") await deleteSessionsOf(inbox.db, session.user.id);
  else await deleteSession(inbox.db, session.idHash);
  return redirect(LOGIN_PATH, { headers: { "Set-Cookie": await expiredCookie(inbox.cookies.session) } });
}
