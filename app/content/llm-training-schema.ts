/**
 * Structured data for /human-data-llm-training: one JSON-LD @graph holding the Organization,
 * the Service, the BreadcrumbList, the FAQPage and the WebPage, linked by @id.
 */
import type { Graph, ListItem } from "schema-dts";
import type { LlmTrainingContent } from "./llm-training";
import type { PageInfo } from "./pages";
import { site } from "./site";

export function llmTrainingJsonLd(
  content: LlmTrainingContent,
  page: PageInfo,
  origin: string = site.origin,
): Graph {
  const pageUrl = `${origin}${page.path}`;
  const organizationId = `${origin}/#organization`;
  const serviceId = `${pageUrl}#service`;
  const breadcrumbId = `${pageUrl}#breadcrumb`;
  const faqId = `${pageUrl}#faq`;
  // "Industries" has no page of its own; schema.org allows a ListItem without an item URL.
  const lastIndex = content.breadcrumb.length - 1;
  const breadcrumbItems = content.breadcrumb.map((crumb, index): ListItem => {
    const item = index === lastIndex ? pageUrl : crumb.href ? `${origin}${crumb.href}` : undefined;
    return { "@type": "ListItem", position: index + 1, name: crumb.name, ...(item ? { item } : {}) };
  });
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: site.name,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        description: site.description,
        email: site.contactEmail,
        sameAs: site.socialLinks.map((link) => link.href),
      },
      {
        "@type": "Service",
        "@id": serviceId,
        name: content.service.name,
        serviceType: content.service.serviceType,
        description: content.service.description,
        provider: { "@id": organizationId },
        areaServed: content.service.areaServed.map((name) => ({ "@type": "Country", name })),
        url: pageUrl,
      },
      {
        "@type": "BreadcrumbList",
        "@id": breadcrumbId,
        itemListElement: breadcrumbItems,
      },
      {
        "@type": "FAQPage",
        "@id": faqId,
        url: pageUrl,
        mainEntity: content.faq.items.map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer },
        })),
      },
      {
        "@type": "WebPage",
        "@id": pageUrl,
        url: pageUrl,
        name: page.title,
        description: page.description,
        inLanguage: "en-US",
        isPartOf: { "@type": "WebSite", "@id": `${origin}/#website`, name: site.name, url: `${origin}/` },
        publisher: { "@id": organizationId },
        breadcrumb: { "@id": breadcrumbId },
        mainEntity: { "@id": serviceId },
        hasPart: { "@id": faqId },
      },
    ],
  };
}
