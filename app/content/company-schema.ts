/**
 * Structured data of the home page and the company pages /about and /security: one JSON-LD
 * @graph each, the Organization (the same node, by @id, as on /human-data-llm-training) and the
 * page about it.
 */
import type { AboutPage, Graph, WebPage } from "schema-dts";
import { aboutOrganization } from "./about";
import type { PageInfo } from "./pages";
import { site } from "./site";

function organizationNode(origin: string) {
  return {
    "@type": "Organization" as const,
    "@id": `${origin}/#organization`,
    name: site.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: site.description,
    email: site.contactEmail,
    sameAs: site.socialLinks.map((link) => link.href),
  };
}

function webPageNode<Type extends "AboutPage" | "WebPage">(type: Type, page: PageInfo, origin: string) {
  const url = `${origin}${page.path}`;
  return {
    "@type": type,
    "@id": url,
    url,
    name: page.title,
    description: page.description,
    inLanguage: "en-US",
    isPartOf: { "@type": "WebSite", "@id": `${origin}/#website`, name: site.name, url: `${origin}/` },
    publisher: { "@id": `${origin}/#organization` },
  };
}

/** The home page: the Organization and the WebSite every page's node is part of. */
export function homeJsonLd(page: PageInfo, origin: string = site.origin): Graph {
  return {
    "@context": "https://schema.org",
    "@graph": [
      organizationNode(origin),
      {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        name: site.name,
        url: `${origin}/`,
        description: page.description,
        inLanguage: "en-US",
        publisher: { "@id": `${origin}/#organization` },
      },
    ],
  };
}

/** /about: an AboutPage whose main entity is the Organization, with the group it belongs to. */
export function aboutJsonLd(page: PageInfo, origin: string = site.origin): Graph {
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        ...organizationNode(origin),
        parentOrganization: { "@type": "Organization", name: aboutOrganization.parentOrganization },
        knowsAbout: aboutOrganization.knowsAbout,
        ...(aboutOrganization.foundingDate ? { foundingDate: aboutOrganization.foundingDate } : {}),
        ...(aboutOrganization.legalName ? { legalName: aboutOrganization.legalName } : {}),
        // The companies it serves are American; the people it places live in Latin America.
        areaServed: { "@type": "Country", name: "United States" },
      },
      {
        ...webPageNode("AboutPage", page, origin),
        mainEntity: { "@id": `${origin}/#organization` },
      } satisfies AboutPage,
    ],
  };
}

/** /security: a WebPage about the Organization's handling of data. */
export function securityJsonLd(page: PageInfo, origin: string = site.origin): Graph {
  return {
    "@context": "https://schema.org",
    "@graph": [
      organizationNode(origin),
      {
        ...webPageNode("WebPage", page, origin),
        about: { "@id": `${origin}/#organization` },
      } satisfies WebPage,
    ],
  };
}
