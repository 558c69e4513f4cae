import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { AuthCard, FormMessage } from "../components/auth-card";
import { CsrfField } from "../components/csrf-field";
import { recordAudit } from "../lib/audit.server";
import { requireInboxMutation, requireInboxSession, throttledCheck } from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from "../lib/password-policy";
import { verifyPassword } from "../lib/passwords.server";
import { deleteSessionsOf } from "../lib/sessions.server";
import { findInboxUserByEmail, setInboxPassword } from "../lib/users.server";
import type { Route } from "./+types/inbox.password";

export const meta = () => inboxMeta("Choose a password");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox, { allowPasswordChange: true });
  return { csrf: session.csrfToken, firstLogin: session.user.mustChangePassword };
}

/** One message for a wrong current password and a throttled one, as at login. */
const CURRENT_PASSWORD_FAILED_MESSAGE =
  "The current password did not work. Check it, or wait a few minutes and try again.";

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(requestContext);
  const { inbox } = services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form, { allowPasswordChange: true });
  const current = String(form.get("current") ?? "").slice(0, MAX_PASSWORD_LENGTH);
  const next = String(form.get("password") ?? "");
  // The new password is checked first: a mistake there costs no try of the current one.
  const problem =
    passwordProblem(next) ?? (next === current ? "Choose a password you have not used here." : null);
  if (problem) return data({ error: problem }, { status: 400 });
  if (next !== String(form.get("confirm") ?? ""))
    return data({ error: "The two new passwords differ." }, { status: 400 });
  // Throttled like the login, so a borrowed session cannot guess the password behind it.
  const user = await findInboxUserByEmail(inbox.db, session.user.email);
  const right =
    user !== undefined &&
    (await throttledCheck(inbox, { user, clientIp }, () => verifyPassword(user.passwordHash, current)));
  if (!user || !right) return data({ error: CURRENT_PASSWORD_FAILED_MESSAGE }, { status: 400 });
  await setInboxPassword(inbox.db, user.id, next);
  // Whoever knew the old password is signed out everywhere else.
  await deleteSessionsOf(inbox.db, user.id, session.idHash);
  await recordAudit(inbox.db, {
    actorId: user.id,
    action: "auth.password_changed",
    targetType: "user",
    targetId: user.id,
  });
  return redirect("/inbox");
}

export default function InboxPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={loaderData.firstLogin ? "Choose your password" : "Change your password"}>
      {loaderData.firstLogin ? (
        <p className="mt-2 text-sm text-muted-foreground">
          The password you were given works once. Choose your own to continue.
        </p>
      ) : null}
      <Form method="post" className="mt-6 grid gap-4">
        <CsrfField token={loaderData.csrf} />
        <FormMessage message={actionData?.error} />
        <div className="grid gap-1.5">
          <Label htmlFor="current">{loaderData.firstLogin ? "One-time password" : "Current password"}</Label>
          <Input id="current" name="current" type="password" autoComplete="current-password" required />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="password">New password</Label>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            aria-describedby="password-hint"
          />
          <p id="password-hint" className="text-sm text-muted-foreground">
            At least {MIN_PASSWORD_LENGTH} characters.
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="confirm">New password again</Label>
          <Input id="confirm" name="confirm" type="password" autoComplete="new-password" required />
        </div>
        <Button type="submit" disabled={busy}>
          Save password
        </Button>
      </Form>
    </AuthCard>
  );
}
