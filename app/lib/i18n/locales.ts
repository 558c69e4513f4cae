/**
 * The languages of the candidate pages. English is the default and lives at the unprefixed
 * paths; the other locales prefix the same English slugs ("/es/candidates/developers/backend").
 */

export const LOCALES = ["en", "es", "pt-br"] as const;
export type Locale = (typeof LOCALES)[number];
export type TranslatedLocale = Exclude<Locale, "en">;
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = ["es", "pt-br"];
const DEFAULT_LOCALE: Locale = "en";

interface LocaleInfo {
  /** BCP 47 tag for `<html lang>`, `hreflang` and `Intl`. */
  tag: string;
  /** Open Graph locale. */
  ogLocale: string;
  /** The language's own name, shown in the language switcher. */
  name: string;
  /** Path prefix ("" for English). */
  prefix: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { tag: "en", ogLocale: "en_US", name: "English", prefix: "" },
  es: { tag: "es", ogLocale: "es_419", name: "Español", prefix: "/es" },
  "pt-br": { tag: "pt-BR", ogLocale: "pt_BR", name: "Português", prefix: "/pt-br" },
};

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? "");
}

/** The locale a path belongs to: its first segment when that is a translated locale. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1]?.toLowerCase();
  return TRANSLATED_LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}

export function localeFromRequest(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** The English path without its locale prefix: "/es/talent" → "/talent", "/es" → "/". */
export function unlocalizedPath(path: string): string {
  const pathname = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(localeInfo[locale].prefix.length) || "/";
}

/** The same page in another locale: "/talent" → "/es/talent". */
export function localizePath(path: string, locale: Locale): string {
  const base = unlocalizedPath(path);
  const { prefix } = localeInfo[locale];
  if (!prefix) return base;
  return base === "/" ? prefix : `${prefix}${base}`;
}

/** The English paths that have translated versions (prefix match on the candidate pages). */
const LOCALIZED_PATHS = ["/talent", "/talent-apply", "/ai-matching", "/candidates", "/jobs"];
/** Roots whose every page below exists in each language too (category and stack pages, openings). */
const LOCALIZED_TREES = ["/candidates", "/jobs"];

/** Whether an English path has translated versions (the candidate pages and the job board). */
export function hasTranslations(path: string): boolean {
  const base = unlocalizedPath(path);
  return LOCALIZED_PATHS.some(
    (root) => base === root || (LOCALIZED_TREES.includes(root) && base.startsWith(`${root}/`)),
  );
}

/**
 * A link target on a page in `locale`: candidate pages stay in the page's language, every other
 * page (the hiring-company side) is English-only.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (!href.startsWith("/") || locale === DEFAULT_LOCALE) return href;
  const [path, hash = ""] = href.split("#");
  if (!hasTranslations(path ?? "")) return href;
  return `${localizePath(path ?? "/", locale)}${hash ? `#${hash}` : ""}`;
}

/**
 * A copy of page data whose `href` fields point at the locale's version of each candidate page
 * (content modules keep the English paths, one source for every language).
 */
export function localizeHrefs<T>(data: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return data;
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === "string") return key === "href" ? localizedHref(value, locale) : value;
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
    }
    return value;
  };
  return walk(data) as T;
}
