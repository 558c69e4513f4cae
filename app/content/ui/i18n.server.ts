/**
 * i18next on the server: it holds every locale's UI catalogue and resolves, at prerender and
 * per request, the one catalogue a page needs (delivered through the root loader) and the
 * acknowledgment e-mail's text with its placeholders. The browser never loads i18next: its
 * runtime would not fit the first-load JavaScript budget of the English pages, which keep their
 * English strings as the typed default instead.
 */
import i18next, { type Resource, type TFunction } from "i18next";
import { categories } from "~/content/categories";
import { localeContent } from "~/content/locale-content";
import { companyLinks, industryLinks, legalLinks, serviceLinks } from "~/content/navigation";
import { candidateEmailText } from "~/content/ui/candidate-email-text";
import type { CatalogueNames, ClientCatalogue, UiCatalogue } from "~/content/ui/catalogue";
import { es } from "~/content/ui/es";
import { layoutText } from "~/content/ui/layout-text";
import { ptBr } from "~/content/ui/pt-br";
import { sectionText } from "~/content/ui/section-text";
import { LOCALES, type Locale, localeInfo, type TranslatedLocale } from "~/lib/i18n/locales";

const englishLinkNames = Object.fromEntries(
  [...industryLinks, ...serviceLinks, ...companyLinks, ...legalLinks].map((link) => [link.href, link.name]),
) as UiCatalogue["layout"]["links"];

const english: UiCatalogue = {
  layout: { ...layoutText, links: englishLinkNames },
  sections: sectionText,
  email: candidateEmailText,
};

const catalogues: Record<Locale, UiCatalogue> = { en: english, es, "pt-br": ptBr };

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "email";
    resources: UiCatalogue;
  }
}

const NAMESPACES = Object.keys(english) as (keyof UiCatalogue)[];

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(
    LOCALES.map((locale) => [localeInfo[locale].tag, catalogues[locale]]),
  ) as unknown as Resource,
  supportedLngs: LOCALES.map((locale) => localeInfo[locale].tag),
  lng: localeInfo.en.tag,
  // A key missing from a locale is a type error; at run time nothing falls back to English.
  fallbackLng: false,
  ns: NAMESPACES,
  defaultNS: "email",
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

/** Category and stack names of a locale, from the category text overlay. */
function catalogueNames(locale: Locale): CatalogueNames {
  const { categoriesText } = localeContent(locale);
  const names: CatalogueNames = { categories: {}, stacks: {} };
  for (const category of categories) {
    const text = categoriesText[category.slug];
    names.categories[category.slug] = text.name;
    for (const stack of category.stacks) {
      const stacks = text.stacks as Record<string, { name: string } | undefined>;
      names.stacks[`${category.slug}/${stack.slug}`] = stacks[stack.slug]?.name ?? stack.name;
    }
  }
  return names;
}

/** The catalogue a page in a translated locale receives (English pages need none). */
export function clientCatalogue(locale: TranslatedLocale): ClientCatalogue {
  const lng = localeInfo[locale].tag;
  const bundle = <Namespace extends keyof UiCatalogue>(namespace: Namespace) =>
    i18n.getResourceBundle(lng, namespace) as UiCatalogue[Namespace];
  return {
    layout: bundle("layout"),
    sections: bundle("sections"),
    names: catalogueNames(locale),
  };
}

/** The words the candidate page sections add around their content, in a locale. */
export function sectionWords(locale: Locale): UiCatalogue["sections"] {
  return i18n.getResourceBundle(localeInfo[locale].tag, "sections") as UiCatalogue["sections"];
}

/** `t` for the candidate e-mail in a locale, with typed keys. */
export function emailT(locale: Locale): TFunction<"email"> {
  return i18n.getFixedT(localeInfo[locale].tag, "email");
}
