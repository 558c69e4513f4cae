/**
 * The structured data of a page that has none of its own shape: one JSON-LD @graph with the page
 * (a WebPage, or the kind of page it is), its breadcrumb trail, and what it shows — the
 * questions it answers (FAQPage), the list it is (ItemList), the service it sells (Service) —
 * linked by @id, in the page's language. Only what the page itself shows goes in.
 */
import type {
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  FAQPage,
  Graph,
  ItemList,
  Offer,
  Service,
  WebPage,
} from "schema-dts";
import { type Locale, localeInfo, localizedHref, localizePath } from "~/lib/i18n/locales";
import { structuredDataText } from "./localized-pages";
import { pages } from "./pages";
import { absoluteUrl } from "./seo";
import { site } from "./site";

export interface PageCrumb {
  name: string;
  /** The page's path in the page's language. */
  path: string;
}

export interface PageGraphInput {
  type?: "WebPage" | "CollectionPage" | "ContactPage";
  /** The page's own path, in its language. */
  path: string;
  locale?: Locale;
  /** The page's title and description, as its head has them. */
  title: string;
  description: string;
  /** The pages above this one, below the home page (which comes first by itself). */
  parents?: readonly PageCrumb[];
  /** The questions and answers the page shows. */
  faqs?: readonly { question: string; answer: string }[];
  /** The entries the page lists, each with the page it links to. */
  list?: readonly { name: string; path: string }[];
  /** The service the page presents, with the offers whose prices it shows. */
  service?: { name: string; description: string; offers: readonly Offer[] };
}

/** A page's name in a breadcrumb trail: its title without the site's name. */
export const crumbName = (title: string) => title.split(" | ")[0] ?? title;

/** A BreadcrumbList of the trail, each step's URL absolute. */
export function breadcrumbList(trail: readonly PageCrumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The questions and answers a page shows, as a FAQPage of that page (its path in its language). */
export function faqPage(
  faqs: readonly { question: string; answer: string }[],
  path: string,
  locale: Locale = "en",
): FAQPage {
  return {
    "@type": "FAQPage",
    url: absoluteUrl(path),
    inLanguage: localeInfo[locale].tag,
    mainEntity: faqs.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/** The home page as the first step of a trail, where the stack pages' visible breadcrumb links it. */
export const homeCrumb = (locale: Locale): PageCrumb => ({
  name: structuredDataText[locale].home,
  path: localizedHref(pages.home.path, locale),
});

export function pageJsonLd(input: PageGraphInput): Graph {
  const locale = input.locale ?? "en";
  const url = absoluteUrl(input.path);
  const { origin } = site;
  const home = homeCrumb(locale);
  // The home page is the first step of every trail, so it has none of its own.
  const trail =
    input.path === home.path
      ? []
      : [home, ...(input.parents ?? []), { name: crumbName(input.title), path: input.path }];
  const ids = {
    breadcrumb: `${url}#breadcrumb`,
    faq: `${url}#faq`,
    list: `${url}#list`,
    service: `${url}#service`,
  };
  const breadcrumb: BreadcrumbList | undefined = trail.length
    ? { ...breadcrumbList(trail), "@id": ids.breadcrumb }
    : undefined;
  const faq: FAQPage | undefined = input.faqs?.length
    ? { ...faqPage(input.faqs, input.path, locale), "@id": ids.faq }
    : undefined;
  const list: ItemList | undefined = input.list?.length
    ? {
        "@type": "ItemList",
        "@id": ids.list,
        numberOfItems: input.list.length,
        itemListElement: input.list.map((entry, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: entry.name,
          url: absoluteUrl(entry.path),
        })),
      }
    : undefined;
  const service: Service | undefined = input.service
    ? {
        "@type": "Service",
        "@id": ids.service,
        name: input.service.name,
        description: input.service.description,
        provider: { "@id": `${origin}/#organization` },
        url,
        ...(input.service.offers.length ? { offers: [...input.service.offers] } : {}),
      }
    : undefined;
  const mainEntity = service ? ids.service : list ? ids.list : undefined;
  const page: WebPage | CollectionPage | ContactPage = {
    "@type": input.type ?? "WebPage",
    "@id": url,
    url,
    name: input.title,
    description: input.description,
    inLanguage: localeInfo[locale].tag,
    isPartOf: { "@type": "WebSite", "@id": `${origin}/#website`, name: site.name, url: `${origin}/` },
    publisher: { "@id": `${origin}/#organization` },
    ...(breadcrumb ? { breadcrumb: { "@id": ids.breadcrumb } } : {}),
    ...(mainEntity ? { mainEntity: { "@id": mainEntity } } : {}),
    ...(faq ? { hasPart: { "@id": ids.faq } } : {}),
  };
  return {
    "@context": "https://schema.org",
    "@graph": [page, ...[breadcrumb, faq, list, service].filter((node) => node !== undefined)],
  };
}

/** The same for a page published in every language: `path` is its English path. */
export function localizedPageJsonLd(input: PageGraphInput & { locale: Locale }): Graph {
  return pageJsonLd({
    ...input,
    path: localizePath(input.path, input.locale),
    parents: input.parents?.map((parent) => ({ ...parent, path: localizePath(parent.path, input.locale) })),
  });
}
