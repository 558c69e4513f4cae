/**
 * The candidate pages Astro builds, in every locale: each page's data (assembled from the
 * locale's content modules), its meta descriptors and its audience. English lives at the
 * unprefixed paths, each translated locale under its prefix (app/lib/i18n/locales.ts).
 */
import { buildCategoryPageData, buildStackPageData } from "~/content/candidate-page-data";
import {
  aiMatchingPageData,
  candidatesPageData,
  talentApplyPageData,
  talentPageData,
} from "~/content/candidate-static-pages";
import { type LocalizedPageKey, localizedPageSeo, structuredDataText } from "~/content/localized-pages";
import {
  breadcrumbList,
  faqPage,
  homeCrumb,
  localizedPageJsonLd,
  type PageGraphInput,
} from "~/content/page-schema";
import { catalogueAudience, pages } from "~/content/pages";
import { absoluteUrl, jsonLd, type MetaTag, seo } from "~/content/seo";
import { fill } from "~/content/ui/ui-text";
import { LOCALES, type Locale, localizePath } from "~/lib/i18n/locales";
import type { Audience } from "~/lib/page-audience";

/** The `[...locale]` parameter of a page's path: none for English, the prefix's segment otherwise. */
const localeParam = (locale: Locale) => (locale === "en" ? undefined : locale);

/** The locale of a page from its `[...locale]` parameter. */
export function localeOf(param: string | undefined): Locale {
  const locale = LOCALES.find((candidate) => candidate === (param ?? "en"));
  if (!locale) throw new Error(`No locale ${param}`);
  return locale;
}

/** A translated page's head: its search-engine text, hreflang set and structured data. */
function staticPageMeta(
  key: LocalizedPageKey,
  locale: Locale,
  shows: Pick<PageGraphInput, "type" | "list"> = {},
): MetaTag[] {
  const text = localizedPageSeo[locale][key];
  return [
    ...seo({ ...text, path: pages[key].path, locale }),
    jsonLd(localizedPageJsonLd({ ...text, ...shows, path: pages[key].path, locale })),
  ];
}

export function talentPage(locale: Locale) {
  return {
    data: talentPageData(locale),
    meta: staticPageMeta("talent", locale),
    audience: pages.talent.audience,
  };
}

/** /talent-apply: the application form is the page's island (site/pages/[...locale]/talent-apply.astro). */
export function talentApplyPage(locale: Locale) {
  return {
    data: talentApplyPageData(locale),
    meta: staticPageMeta("talentApply", locale),
    audience: pages.talentApply.audience,
  };
}

export function aiMatchingPage(locale: Locale) {
  return {
    data: aiMatchingPageData(locale),
    meta: staticPageMeta("aiMatching", locale),
    audience: pages.aiMatching.audience,
  };
}

export function candidatesPage(locale: Locale) {
  const data = candidatesPageData(locale);
  return {
    data,
    // The categories it lists, each linking to its page.
    meta: staticPageMeta("candidates", locale, {
      type: "CollectionPage",
      list: data.categories.map((category) => ({ name: category.name, path: category.href })),
    }),
    audience: pages.candidates.audience,
  };
}

/** A category page (/candidates/{category}), or undefined for an unknown slug. */
export function categoryPage(slug: string, locale: Locale) {
  const data = buildCategoryPageData(slug, locale);
  if (!data) return undefined;
  const meta = [
    ...seo({ ...data.page.seo, path: data.category.path, locale }),
    // The specializations it lists and the questions it answers.
    jsonLd(
      localizedPageJsonLd({
        ...data.page.seo,
        type: "CollectionPage",
        path: data.category.path,
        locale,
        parents: [{ name: structuredDataText[locale].candidates, path: pages.candidates.path }],
        list: data.explorer.map((stack) => ({ name: stack.name, path: stack.href })),
        faqs: data.page.faqs,
      }),
    ),
  ];
  return { data, meta, audience: catalogueAudience };
}

/** A stack page (/candidates/{category}/{stack}) with its breadcrumbs and occupation, or undefined. */
export function stackPage(categorySlug: string, stackSlug: string, locale: Locale) {
  const data = buildStackPageData(categorySlug, stackSlug, locale);
  if (!data) return undefined;
  const { stack, category, detail } = data;
  const words = structuredDataText[locale];
  const crumbs = [
    homeCrumb(locale),
    ...[
      { name: words.candidates, path: "/candidates" },
      { name: category.name, path: category.path },
      { name: stack.name, path: stack.path },
    ].map((crumb) => ({ ...crumb, path: localizePath(crumb.path, locale) })),
  ];
  const meta: MetaTag[] = [
    ...seo({ title: detail.seoTitle, description: detail.seoDescription, path: stack.path, locale }),
    jsonLd({ "@context": "https://schema.org", ...breadcrumbList(crumbs) }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Occupation",
      name: stack.name,
      description: detail.description,
      skills: detail.technologies.join(", "),
      occupationLocation: { "@type": "AdministrativeArea", name: words.location },
      // The usual hourly range: its ends as the 10th and 90th percentiles, its middle as the median.
      estimatedSalary: {
        "@type": "MonetaryAmountDistribution",
        name: fill(words.typicalRate, { range: stack.range }),
        currency: "USD",
        duration: "PT1H",
        percentile10: stack.min,
        median: (stack.min + stack.max) / 2,
        percentile90: stack.max,
      },
      url: absoluteUrl(localizePath(stack.path, locale)),
    }),
    // The FAQ section's questions and answers.
    jsonLd({
      "@context": "https://schema.org",
      ...faqPage(detail.faqs, localizePath(stack.path, locale), locale),
    }),
  ];
  return { data, meta, audience: catalogueAudience satisfies Audience };
}

/** `getStaticPaths` of the pages without a slug: one per locale. */
export const localePaths = () => LOCALES.map((locale) => ({ params: { locale: localeParam(locale) } }));
