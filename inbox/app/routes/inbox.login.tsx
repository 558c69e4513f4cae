import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { AuthCard, FormMessage } from "../components/auth-card";
import {
  attemptLogin,
  getInboxSession,
  isSameOriginPost,
  LOGIN_CODE_PATH,
  LOGIN_FAILED_MESSAGE,
  PASSWORD_PATH,
  safeNextPath,
} from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import type { Route } from "./+types/inbox.login";

export const meta = () => inboxMeta("Log in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (await getInboxSession(request, inbox)) throw redirect(next);
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(requestContext);
  const { inbox } = services;
  if (!isSameOriginPost(request, inbox.siteOrigin)) {
    return data({ error: "This form has expired. Reload the page and try again." }, { status: 403 });
  }
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 256);
  const result = email && password ? await attemptLogin(inbox, { email, password, clientIp }) : { ok: false };
  if ("pendingLogin" in result && result.pendingLogin) {
    const next = safeNextPath(String(form.get("next") ?? ""));
    return redirect(`${LOGIN_CODE_PATH}?next=${encodeURIComponent(next)}`, {
      headers: { "Set-Cookie": await inbox.cookies.pendingLogin.serialize(result.pendingLogin) },
    });
  }
  if (!result.ok || !("sessionId" in result)) return data({ error: LOGIN_FAILED_MESSAGE }, { status: 401 });
  const to = result.mustChangePassword ? PASSWORD_PATH : safeNextPath(String(form.get("next") ?? ""));
  return redirect(to, { headers: { "Set-Cookie": await inbox.cookies.session.serialize(result.sessionId) } });
}

export default function InboxLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Log in">
      <Form method="post" className="mt-6 grid gap-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <FormMessage message={actionData?.error} />
        <div className="grid gap-1.5">
          <Label htmlFor="email">Work e-mail</Label>
          <Input id="email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="password">Password</Label>
          <Input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Logging in…" : "Log in"}
        </Button>
      </Form>
    </AuthCard>
  );
}
