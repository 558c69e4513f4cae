import { requireInboxSession } from "~/features/inbox/auth.server";
import { inboxMeta, requestContext } from "~/features/inbox/inbox-meta";
import { listInboxUsers } from "~/features/inbox/users.server";
import type { Route } from "./+types/inbox.users";

export const meta = () => inboxMeta("Users");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  await requireInboxSession(request, inbox, { role: "admin" });
  const users = await listInboxUsers(inbox.db);
  return {
    users: users.map((user) => ({
      id: user.id,
      email: user.email,
      role: user.role,
      disabled: user.disabledAt !== null,
      pendingPassword: user.mustChangePassword,
      createdAt: user.createdAt.toISOString().slice(0, 10),
    })),
  };
}

export default function InboxUsers({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">Users</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Accounts are added and disabled on the server:{" "}
        <code>npm run inbox:user -- add EMAIL --role sales</code>.
      </p>
      <ul className="mt-4 divide-y rounded-xl border bg-background">
        {loaderData.users.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <span className="min-w-0 flex-1 font-medium break-all">{user.email}</span>
            <span className="rounded bg-secondary px-2 py-0.5">{user.role}</span>
            <span className="text-muted-foreground">
              {user.disabled ? "Disabled" : user.pendingPassword ? "Password not chosen yet" : "Active"}
            </span>
            <span className="text-muted-foreground">since {user.createdAt}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
