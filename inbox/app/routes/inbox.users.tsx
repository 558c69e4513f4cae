import { data, Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldControlClass, Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { FormMessage } from "../components/auth-card";
import { CsrfField } from "../components/csrf-field";
import { requireInboxMutation, requireInboxSession } from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import {
  addUser,
  changeRole,
  resetTwoFactor,
  setDisabled,
  twoFactorUserIds,
  type UserAdminResult,
} from "../lib/user-admin.server";
import { listInboxUsers } from "../lib/users.server";
import type { Route } from "./+types/inbox.users";

export const meta = () => inboxMeta("Users");

const selectClass = cn(fieldControlClass, "h-10 bg-background");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox, { role: "admin" });
  const [users, twoFactor] = await Promise.all([listInboxUsers(inbox.db), twoFactorUserIds(inbox.db)]);
  return {
    csrf: session.csrfToken,
    selfId: session.user.id,
    users: users.map((user) => ({
      id: user.id,
      email: user.email,
      role: user.role,
      disabled: user.disabledAt !== null,
      pendingPassword: user.mustChangePassword,
      twoFactor: twoFactor.has(user.id),
      createdAt: user.createdAt.toISOString().slice(0, 10),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { inbox } = context.get(requestContext).services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form, { role: "admin" });
  const actorId = session.user.id;
  const intent = form.get("intent");
  const result: UserAdminResult =
    intent === "add"
      ? await addUser(inbox.db, { actorId, email: form.get("email"), role: form.get("role") })
      : intent === "role"
        ? await changeRole(inbox.db, { actorId, userId: form.get("userId"), role: form.get("role") })
        : intent === "disable" || intent === "enable"
          ? await setDisabled(inbox.db, {
              actorId,
              userId: form.get("userId"),
              disabled: intent === "disable",
            })
          : intent === "reset-2fa"
            ? await resetTwoFactor(inbox.db, { actorId, userId: form.get("userId") })
            : { ok: false, status: 400, message: "Unknown action." };
  if (!result.ok) return data({ ...result, oneTimePassword: undefined }, { status: result.status });
  return { ...result, oneTimePassword: result.oneTimePassword };
}

export default function InboxUsers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { csrf, selfId, users } = loaderData;
  return (
    <section className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Users</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Sales work leads; admins also manage accounts, read the audit log and answer privacy requests.
          Accounts are disabled, never deleted, so the history keeps naming who did what.
        </p>
      </div>

      {actionData && !actionData.ok ? <FormMessage message={actionData.message} /> : null}
      {actionData?.ok ? (
        <div role="status" className="rounded-xl border border-primary/30 bg-background p-4 text-sm">
          <p className="font-medium">{actionData.message}</p>
          {actionData.oneTimePassword ? (
            <>
              <p className="mt-2">
                One-time password for <strong>{actionData.oneTimePassword.email}</strong>:
              </p>
              <p className="mt-1">
                <code className="rounded bg-muted px-2 py-1 font-mono text-base break-all select-all">
                  {actionData.oneTimePassword.password}
                </code>
              </p>
              <p className="mt-2 text-muted-foreground">
                It is shown only this once: hand it over now. It works for one login at /inbox/login, where
                the user must choose their own password.
              </p>
            </>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby="add-user" className="rounded-xl border bg-background p-4">
        <h2 id="add-user" className="font-semibold">
          Add an account
        </h2>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="add" />
          <div className="grid gap-1.5">
            <Label htmlFor="new-email">E-mail</Label>
            <Input id="new-email" name="email" type="email" autoComplete="off" required maxLength={254} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="new-role">Role</Label>
            <select id="new-role" name="role" defaultValue="sales" className={selectClass}>
              <option value="sales">Sales</option>
              <option value="admin">Admin</option>
            </select>
          </div>
          <Button type="submit" disabled={busy}>
            Add account
          </Button>
        </Form>
      </section>

      <section aria-labelledby="accounts">
        <h2 id="accounts" className="font-semibold">
          Accounts
        </h2>
        <ul className="mt-2 divide-y rounded-xl border bg-background">
          {users.map((user) => (
            <li
              key={user.id}
              className="grid gap-3 px-4 py-3 text-sm md:grid-cols-[1fr_auto] md:items-center"
            >
              <div className="min-w-0">
                <p className="font-medium break-all">
                  {user.email}
                  {user.id === selfId ? <span className="text-muted-foreground"> (you)</span> : null}
                </p>
                <p className="text-muted-foreground">
                  {user.role === "admin" ? "Admin" : "Sales"} ·{" "}
                  {user.disabled ? "Disabled" : user.pendingPassword ? "Password not chosen yet" : "Active"} ·{" "}
                  {user.twoFactor ? "Two-step on" : "Two-step off"} · since {user.createdAt}
                </p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <Form method="post" className="flex items-end gap-2">
                  <CsrfField token={csrf} />
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="userId" value={user.id} />
                  <div className="grid gap-1">
                    <Label htmlFor={`role-${user.id}`} className="sr-only">
                      Role of {user.email}
                    </Label>
                    <select
                      id={`role-${user.id}`}
                      name="role"
                      defaultValue={user.role}
                      className={cn(selectClass, "w-28")}
                    >
                      <option value="sales">Sales</option>
                      <option value="admin">Admin</option>
                    </select>
                  </div>
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={`Save role of ${user.email}`}
                  >
                    Save role
                  </Button>
                </Form>
                <Form method="post">
                  <CsrfField token={csrf} />
                  <input type="hidden" name="userId" value={user.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    name="intent"
                    value={user.disabled ? "enable" : "disable"}
                    disabled={busy}
                    aria-label={`${user.disabled ? "Re-enable" : "Disable"} ${user.email}`}
                  >
                    {user.disabled ? "Re-enable" : "Disable"}
                  </Button>
                </Form>
                {user.twoFactor ? (
                  <Form method="post">
                    <CsrfField token={csrf} />
                    <input type="hidden" name="userId" value={user.id} />
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      name="intent"
                      value="reset-2fa"
                      disabled={busy}
                      aria-label={`Reset two-step of ${user.email}`}
                    >
                      Reset two-step
                    </Button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
