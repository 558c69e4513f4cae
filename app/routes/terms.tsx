import { LegalPage } from "~/components/sections/company/legal-page";
import { termsOfService } from "~/content/legal";
import { pages } from "~/content/pages";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/terms";

// The policy text is loaded here, at build time, so it reaches the page as data, not as code.
export function loader() {
  return { document: termsOfService, page: pages.terms };
}

export const handle = audienceHandle("both");

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seo(loaderData.page) : []);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
