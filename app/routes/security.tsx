import { SecurityPage, type SecurityPageContent } from "~/components/sections/company/security-page";
import { securityJsonLd } from "~/content/company-schema";
import { pages } from "~/content/pages";
import {
  securityAccess,
  securityCta,
  securityHero,
  securityProcessors,
  securityProtection,
  securityRights,
  securityStored,
} from "~/content/security";
import { audienceHandle } from "~/lib/page-audience";
import { jsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/security";

// The copy is assembled here, at build time, and reaches the page as plain data.
export function loader() {
  const content: SecurityPageContent = {
    hero: securityHero,
    stored: securityStored,
    protection: securityProtection,
    access: securityAccess,
    processors: securityProcessors,
    rights: securityRights,
    cta: securityCta,
  };
  return { page: pages.security, content, structuredData: securityJsonLd(pages.security) };
}

export const handle = audienceHandle("both");

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? [...seo(loaderData.page), jsonLd(loaderData.structuredData)] : [];

export default function Security({ loaderData }: Route.ComponentProps) {
  return <SecurityPage content={loaderData.content} />;
}
