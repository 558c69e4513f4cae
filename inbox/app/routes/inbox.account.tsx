import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { AuthCard, FormMessage } from "../components/auth-card";
import { CsrfField } from "../components/csrf-field";
import { recordAudit } from "../lib/audit.server";
import { requireInboxMutation, requireInboxSession, throttledCheck } from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import {
  disableTotp,
  enableTotp,
  enrolmentOf,
  newTotpSecret,
  openPendingSecret,
  sealPendingSecret,
  verifyAndSpendCode,
} from "../lib/totp.server";
import { findInboxUserById } from "../lib/users.server";
import type { Route } from "./+types/inbox.account";

export const meta = () => inboxMeta("Two-step verification");

const CODE_FAILED_MESSAGE =
  "That code did not work. Enter the current code from your app, or wait a few minutes.";

const allowEnrolment = { allowTwoFactorEnrolment: true };

/** A new secret for the enrolment form, sealed so only this user can send it back. */
async function enrolment(serverSecret: string, user: { id: string; email: string }, pending?: string) {
  const base32 = (pending && openPendingSecret(serverSecret, user.id, pending)) || newTotpSecret();
  const shown = await enrolmentOf(base32, user.email);
  return {
    pending: sealPendingSecret(serverSecret, user.id, base32),
    secret: shown.grouped,
    qrSvg: shown.qrSvg,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox, allowEnrolment);
  const required = inbox.requireTwoFactorForAdmins && session.user.role === "admin";
  return {
    csrf: session.csrfToken,
    email: session.user.email,
    enabled: session.user.twoFactor,
    required,
    enrolment: session.user.twoFactor ? null : await enrolment(inbox.secret, session.user),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(requestContext);
  const { inbox } = services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form, allowEnrolment);
  const { user } = session;
  const code = String(form.get("code") ?? "").slice(0, 20);
  const intent = form.get("intent");
  // Codes are throttled like passwords, counted by the same limits.
  const checked = (check: () => Promise<boolean>) => throttledCheck(inbox, { user, clientIp }, check);

  if (intent === "enable") {
    const pending = String(form.get("pending") ?? "");
    if (
      await checked(() =>
        enableTotp(inbox.db, inbox.secret, { userId: user.id, pendingSecret: pending, code }),
      )
    ) {
      await recordAudit(inbox.db, {
        actorId: user.id,
        action: "auth.totp_enabled",
        targetType: "user",
        targetId: user.id,
      });
      return { done: "Two-step verification is on.", error: undefined, enrolment: undefined };
    }
    // The same secret again: the user has already added it to their app.
    return data(
      {
        done: undefined,
        error: CODE_FAILED_MESSAGE,
        enrolment: await enrolment(inbox.secret, user, pending),
      },
      { status: 400 },
    );
  }
  if (intent === "disable") {
    if (inbox.requireTwoFactorForAdmins && user.role === "admin") {
      return data(
        { done: undefined, error: "Admins must keep two-step verification on.", enrolment: undefined },
        { status: 400 },
      );
    }
    const row = await findInboxUserById(inbox.db, user.id);
    if (row && (await checked(() => verifyAndSpendCode(inbox.db, inbox.secret, row, code)))) {
      await disableTotp(inbox.db, user.id);
      await recordAudit(inbox.db, {
        actorId: user.id,
        action: "auth.totp_disabled",
        targetType: "user",
        targetId: user.id,
      });
      return { done: "Two-step verification is off.", error: undefined, enrolment: undefined };
    }
    return data({ done: undefined, error: CODE_FAILED_MESSAGE, enrolment: undefined }, { status: 400 });
  }
  return data({ done: undefined, error: "Unknown action.", enrolment: undefined }, { status: 400 });
}

function CodeField() {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="code">Code from your app</Label>
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
  );
}

export default function InboxAccount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { csrf, email, enabled, required } = loaderData;
  const shown = actionData?.enrolment ?? loaderData.enrolment;
  return (
    <AuthCard title="Two-step verification">
      <p className="mt-2 text-sm text-muted-foreground break-all">{email}</p>
      {actionData?.done ? (
        <p role="status" className="mt-4 rounded-lg bg-secondary px-3 py-2 text-sm font-medium">
          {actionData.done}
        </p>
      ) : null}
      {required && !enabled ? (
        <p className="mt-4 text-sm font-medium">
          Admins must turn on two-step verification before using the inbox.
        </p>
      ) : null}
      {enabled ? (
        <>
          <p className="mt-4 text-sm">
            Two-step verification is <strong>on</strong>: each login asks for a code from your authenticator
            app.
          </p>
          {required ? null : (
            <Form method="post" className="mt-6 grid gap-4">
              <CsrfField token={csrf} />
              <FormMessage message={actionData?.error} />
              <CodeField />
              <Button type="submit" name="intent" value="disable" variant="outline" disabled={busy}>
                Turn off two-step verification
              </Button>
            </Form>
          )}
        </>
      ) : shown ? (
        <>
          <ol className="mt-4 grid list-decimal gap-2 pl-5 text-sm">
            <li>In an authenticator app, add an account by scanning this code or typing the key.</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <div
            role="img"
            aria-label="QR code of the key for your authenticator app"
            className="mx-auto mt-4 w-48 max-w-full [&_svg]:h-auto [&_svg]:w-full"
            // The SVG is drawn on the server from the key; it holds no script.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made SVG markup
            dangerouslySetInnerHTML={{ __html: shown.qrSvg }}
          />
          <p className="mt-3 text-sm">
            Key: <code className="font-mono break-all select-all">{shown.secret}</code>
          </p>
          <Form method="post" className="mt-6 grid gap-4">
            <CsrfField token={csrf} />
            <input type="hidden" name="pending" value={shown.pending} />
            <FormMessage message={actionData?.error} />
            <CodeField />
            <Button type="submit" name="intent" value="enable" disabled={busy}>
              Turn on two-step verification
            </Button>
          </Form>
        </>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 text-sm">
        {required && !enabled ? (
          <span />
        ) : (
          <Link to="/inbox" className="font-semibold text-primary underline">
            Back to the inbox
          </Link>
        )}
        <Form method="post" action="/inbox/logout">
          <CsrfField token={csrf} />
          <Button type="submit" size="sm" variant="ghost" name="scope" value="this">
            Log out
          </Button>
        </Form>
      </div>
    </AuthCard>
  );
}
