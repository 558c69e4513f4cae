import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { unsubscribeContent as content } from "~/content/unsubscribe";
import { readUnsubscribeToken } from "~/features/subscriptions/unsubscribe.server";
import { seo } from "~/lib/seo";
import { requestContext } from "../../server/load-context";
import type { Route } from "./+types/unsubscribe";

type PageState = { state: "confirm"; token: string } | { state: "done" } | { state: "invalid" };

const NO_STORE = { "Cache-Control": "no-store" };

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}

export const meta = () => seo({ ...content.meta, noIndex: true });

/**
 * GET only shows the confirmation: mail scanners open every link in a message, and must not
 * unsubscribe anyone by doing so.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { signedTokens } = context.get(requestContext).services;
  const token = tokenOf(request);
  if (!token || !readUnsubscribeToken(signedTokens, token)) {
    return data<PageState>({ state: "invalid" }, { status: 400, headers: NO_STORE });
  }
  return data<PageState>({ state: "confirm", token }, { headers: NO_STORE });
}

/** The confirm button's POST, and the one-click POST (RFC 8058) that mail providers send. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestContext);
  if (request.method !== "POST") {
    return data<PageState>({ state: "invalid" }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  }
  const subscriptionId = readUnsubscribeToken(services.signedTokens, tokenOf(request));
  if (!subscriptionId) return data<PageState>({ state: "invalid" }, { status: 400, headers: NO_STORE });
  await services.mailingList.unsubscribe(subscriptionId);
  return data<PageState>({ state: "done" }, { headers: NO_STORE });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const page: PageState = actionData ?? loaderData;
  const text =
    page.state === "confirm" ? content.confirm : page.state === "done" ? content.done : content.invalid;
  return (
    <section className="bg-muted px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-2xl border bg-background p-8 text-center shadow-sm sm:p-12">
        <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{text.description}</p>
        {page.state === "confirm" ? (
          // A plain form: it works before the page's scripts load, and posts the token in the URL
          // exactly as the one-click POST does.
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
