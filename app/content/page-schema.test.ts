import { describe, expect, it } from "vitest";
import { localizedPageJsonLd, pageJsonLd } from "./page-schema";
import { site } from "./site";

const nodes = (graph: ReturnType<typeof pageJsonLd>) =>
  graph["@graph"] as unknown as Record<string, unknown>[];
const ofType = (graph: ReturnType<typeof pageJsonLd>, type: string) =>
  nodes(graph).find((node) => node["@type"] === type);

describe("pageJsonLd", () => {
  it("describes an inner page with its trail from the home page, in its language", () => {
    const graph = pageJsonLd({
      title: "Privacy Policy | LatamMatch",
      description: "How we handle data.",
      path: "/privacy",
    });
    expect(ofType(graph, "WebPage")).toMatchObject({
      "@id": `${site.origin}/privacy`,
      name: "Privacy Policy | LatamMatch",
      inLanguage: "en",
      breadcrumb: { "@id": `${site.origin}/privacy#breadcrumb` },
    });
    expect(ofType(graph, "BreadcrumbList")?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.origin}/` },
      { "@type": "ListItem", position: 2, name: "Privacy Policy", item: `${site.origin}/privacy` },
    ]);
    expect(ofType(graph, "FAQPage")).toBeUndefined();
  });

  it("gives a translated page its trail, lists and questions in its language", () => {
    const category = localizedPageJsonLd({
      type: "CollectionPage",
      title: "Desarrolladores | LatamMatch",
      description: "…",
      path: "/candidates/developers",
      locale: "es",
      parents: [{ name: "Candidatos", path: "/candidates" }],
      list: [{ name: "Backend", path: "/es/candidates/developers/backend" }],
      faqs: [{ question: "¿Cuánto?", answer: "Depende." }],
    });
    expect(ofType(category, "CollectionPage")).toMatchObject({
      "@id": `${site.origin}/es/candidates/developers`,
      inLanguage: "es",
      mainEntity: { "@id": `${site.origin}/es/candidates/developers#list` },
      hasPart: { "@id": `${site.origin}/es/candidates/developers#faq` },
    });
    expect(
      ((ofType(category, "BreadcrumbList")?.itemListElement ?? []) as { item: string }[]).map(
        (crumb) => crumb.item,
      ),
    ).toEqual([`${site.origin}/`, `${site.origin}/es/candidates`, `${site.origin}/es/candidates/developers`]);
    expect(ofType(category, "ItemList")?.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Backend",
        url: `${site.origin}/es/candidates/developers/backend`,
      },
    ]);
    expect(ofType(category, "FAQPage")?.mainEntity).toEqual([
      { "@type": "Question", name: "¿Cuánto?", acceptedAnswer: { "@type": "Answer", text: "Depende." } },
    ]);

    const landing = localizedPageJsonLd({
      title: "Empleos | LatamMatch",
      description: "…",
      path: "/talent",
      locale: "es",
    });
    expect(ofType(landing, "BreadcrumbList")?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: `${site.origin}/` },
      { "@type": "ListItem", position: 2, name: "Empleos", item: `${site.origin}/es/talent` },
    ]);
  });
});
