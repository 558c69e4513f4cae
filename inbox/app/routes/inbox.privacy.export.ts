import { redirect } from "react-router";
import { recordAudit } from "../lib/audit.server";
import { requireInboxMutation } from "../lib/auth.server";
import { requestContext } from "../lib/inbox-meta";
import { addressHash, exportPerson, PrivacyAddressSchema } from "../lib/privacy.server";
import type { Route } from "./+types/inbox.privacy.export";

export function loader() {
  return redirect("/inbox/privacy");
}

/** Everything stored about one e-mail address, as a JSON download (admins only, audited). */
export async function action({ request, context }: Route.ActionArgs) {
  const { inbox } = context.get(requestContext).services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form, { role: "admin" });
  const address = PrivacyAddressSchema.safeParse(String(form.get("email") ?? "").trim());
  if (!address.success) return redirect("/inbox/privacy?error=export-address");
  const exported = await exportPerson(inbox.db, address.data);
  await recordAudit(inbox.db, {
    actorId: session.user.id,
    action: "privacy.exported",
    targetType: "person",
    targetId: null,
    detail: {
      addressHash: addressHash(inbox.secret, address.data),
      leads: Object.values(exported.leads).reduce((sum, rows) => sum + rows.length, 0),
    },
  });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
