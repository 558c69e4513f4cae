import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { AuthCard, FormMessage } from "../components/auth-card";
import {
  attemptSecondFactor,
  isSameOriginPost,
  LOGIN_PATH,
  PASSWORD_PATH,
  safeNextPath,
} from "../lib/auth.server";
import { cookieValue, expiredCookie } from "../lib/cookies.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { isPendingLoginLive, readPendingLogin } from "../lib/totp.server";
import type { Route } from "./+types/inbox.login.code";

export const meta = () => inboxMeta("Verification code");

/** The one message for every wrong, reused or throttled code. */
const CODE_FAILED_MESSAGE =
  "That code did not work. Enter the current code from your app, or wait a few minutes.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const pending = readPendingLogin(inbox.secret, await cookieValue(inbox.cookies.pendingLogin, request));
  if (!pending || !(await isPendingLoginLive(inbox.db, pending))) throw redirect(LOGIN_PATH);
  return { next: safeNextPath(new URL(request.url).searchParams.get("next")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(requestContext);
  const { inbox } = services;
  if (!isSameOriginPost(request, inbox.siteOrigin)) {
    return data({ error: "This form has expired. Reload the page and try again." }, { status: 403 });
  }
  const form = await request.formData();
  const result = await attemptSecondFactor(inbox, {
    pendingLogin: await cookieValue(inbox.cookies.pendingLogin, request),
    code: String(form.get("code") ?? "").slice(0, 20),
    clientIp,
  });
  if (!result.ok && result.expired) {
    throw redirect(LOGIN_PATH, {
      headers: { "Set-Cookie": await expiredCookie(inbox.cookies.pendingLogin) },
    });
  }
  if (!result.ok) return data({ error: CODE_FAILED_MESSAGE }, { status: 401 });
  const headers = new Headers();
  headers.append("Set-Cookie", await inbox.cookies.session.serialize(result.sessionId));
  headers.append("Set-Cookie", await expiredCookie(inbox.cookies.pendingLogin));
  return redirect(result.mustChangePassword ? PASSWORD_PATH : safeNextPath(String(form.get("next") ?? "")), {
    headers,
  });
}

export default function InboxLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Enter your code">
      <p className="mt-2 text-sm text-muted-foreground">
        Open your authenticator app and enter the 6-digit code it shows for the LatamMatch inbox.
      </p>
      <Form method="post" className="mt-6 grid gap-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <FormMessage message={actionData?.error} />
        <div className="grid gap-1.5">
          <Label htmlFor="code">Verification code</Label>
          <Input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Checking…" : "Continue"}
        </Button>
      </Form>
    </AuthCard>
  );
}
