import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { subscriptionConfirmContent as content } from "~/content/subscription-confirm";
import { readConfirmToken } from "~/features/subscriptions/confirm.server";
import { seo } from "~/lib/seo";
import { requestContext } from "../../server/load-context";
import type { Route } from "./+types/subscriptions.confirm";

type PageState =
  | { state: "confirm"; token: string }
  | { state: "done" }
  | { state: "unsubscribed" }
  | { state: "expired" }
  | { state: "invalid" };

const NO_STORE = { "Cache-Control": "no-store" };

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}

/** The answer for a link that cannot confirm: 410 once expired, 400 when it was never valid. */
function refused(check: { status: "expired" | "invalid" }) {
  return data<PageState>(
    { state: check.status },
    { status: check.status === "expired" ? 410 : 400, headers: NO_STORE },
  );
}

export const meta = () => seo({ ...content.meta, noIndex: true });

/**
 * GET only shows the button: mail scanners open every link in a message, and must not
 * subscribe anyone by doing so.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { signedTokens } = context.get(requestContext).services;
  const token = tokenOf(request);
  const check = readConfirmToken(signedTokens, token);
  if (check.status !== "valid" || !token)
    return refused(check.status === "valid" ? { status: "invalid" } : check);
  return data<PageState>({ state: "confirm", token }, { headers: NO_STORE });
}

/** The button's POST: confirms, and confirming again answers the same. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestContext);
  if (request.method !== "POST") {
    return data<PageState>({ state: "invalid" }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  }
  const check = readConfirmToken(services.signedTokens, tokenOf(request));
  if (check.status !== "valid") return refused(check);
  const outcome = await services.mailingList.confirm(check.subscriptionId);
  if (outcome === "missing") return refused({ status: "invalid" });
  if (outcome === "unsubscribed") {
    return data<PageState>({ state: "unsubscribed" }, { status: 409, headers: NO_STORE });
  }
  return data<PageState>({ state: "done" }, { headers: NO_STORE });
}

export default function SubscriptionConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const page: PageState = actionData ?? loaderData;
  const text = page.state === "confirm" ? content.confirm : content[page.state];
  return (
    <section className="bg-muted px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-2xl border bg-background p-8 text-center shadow-sm sm:p-12">
        <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{text.description}</p>
        {page.state === "confirm" ? (
          // A plain form: it works before the page's scripts load.
          <form
            method="post"
            action={`${content.meta.path}?token=${encodeURIComponent(page.token)}`}
            className="mt-8"
          >
            <Button type="submit" size="lg">
              {content.confirm.button}
            </Button>
          </form>
        ) : (
          <Button asChild size="lg" variant="outline" className="mt-8">
            <Link to="/">{content.homeLink}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
