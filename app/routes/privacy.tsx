import { LegalPage } from "~/components/sections/company/legal-page";
import { privacyPolicy } from "~/content/legal";
import { pages } from "~/content/pages";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/privacy";

// The policy text is loaded here, at build time, so it reaches the page as data, not as code.
export function loader() {
  return { document: privacyPolicy, page: pages.privacy };
}

export const handle = audienceHandle("both");

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seo(loaderData.page) : []);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
