/**
 * The candidate pages published in every locale: their paths (page list and sitemap) and
 * the search-engine text of the static ones. Category and stack pages take theirs from the
 * translated content modules.
 */
import { type Locale, localizePath, TRANSLATED_LOCALES } from "../lib/i18n/locales";
import { allStacks, categories, categoryPath, stackPath } from "./categories";
import { CATEGORY_SITEMAP_PRIORITY, pages, type SitemapEntry, STACK_SITEMAP_PRIORITY } from "./pages";

export type LocalizedPageKey = "talent" | "candidates" | "talentApply" | "aiMatching";

interface PageSeoText {
  title: string;
  description: string;
}

export const localizedPageSeo: Record<Locale, Record<LocalizedPageKey, PageSeoText>> = {
  en: {
    talent: pages.talent,
    candidates: pages.candidates,
    talentApply: pages.talentApply,
    aiMatching: pages.aiMatching,
  },
  es: {
    talent: {
      title: "Empleos remotos con empresas de EE. UU. para talento LATAM | LatamMatch",
      description:
        "Encuentra trabajos remotos con empresas de EE. UU., practica entrevistas con IA y únete a 35,000 profesionales latinoamericanos preseleccionados que trabajan en horario de EE. UU.",
    },
    candidates: {
      title: "Candidatos LATAM preseleccionados para equipos de EE. UU. | LatamMatch",
      description:
        "Conoce desarrolladores y especialistas en ventas, marketing, diseño e IA de Argentina, Colombia, Chile, Brasil y Uruguay, preseleccionados y conectados en 48 horas.",
    },
    talentApply: {
      title: "Postúlate a LatamMatch | Empleos remotos para talento LATAM",
      description:
        "Postúlate una sola vez y te conectamos con empresas de EE. UU. que contratan desarrolladores y especialistas en ventas, marketing, diseño e IA de América Latina.",
    },
    aiMatching: {
      title: "Cómo funciona el matching con IA | LatamMatch",
      description:
        "Así combina LatamMatch la búsqueda con IA sobre más de 300 datos con la evaluación humana para ponerte frente a las empresas de EE. UU. indicadas.",
    },
  },
  "pt-br": {
    talent: {
      title: "Vagas remotas em empresas dos EUA para talentos da América Latina | LatamMatch",
      description:
        "Encontre vagas remotas em empresas dos EUA, pratique entrevistas com IA e faça parte de 35.000 profissionais latino-americanos pré-selecionados que trabalham no fuso dos EUA.",
    },
    candidates: {
      title: "Candidatos pré-selecionados da América Latina para times dos EUA | LatamMatch",
      description:
        "Conheça desenvolvedores e especialistas em vendas, marketing, design e IA da Argentina, Colômbia, Chile, Brasil e Uruguai, pré-selecionados e apresentados em 48 horas.",
    },
    talentApply: {
      title: "Candidate-se à LatamMatch | Vagas remotas para talentos da América Latina",
      description:
        "Candidate-se uma vez e seja conectado a empresas dos EUA que contratam desenvolvedores e especialistas em vendas, marketing, design e IA da América Latina.",
    },
    aiMatching: {
      title: "Como funciona o matching com IA | LatamMatch",
      description:
        "Veja como a LatamMatch combina a busca com IA em mais de 300 dados com a avaliação humana para colocar você diante das empresas certas dos EUA.",
    },
  },
};

/**
 * Where a language's site starts: the home page in English; in a translated language, which has
 * the candidate pages only, its candidate landing page (`/es` itself is no page).
 */
export function languageHomePath(locale: Locale): string {
  return locale === "en" ? pages.home.path : localizePath(pages.talent.path, locale);
}

/** The English paths of every candidate page that has translated versions, in sitemap order. */
export function translatedPageEntries(): SitemapEntry[] {
  const page = (key: LocalizedPageKey): SitemapEntry => ({
    path: pages[key].path,
    priority: pages[key].sitemapPriority,
  });
  return [
    page("talent"),
    page("candidates"),
    ...categories.map((category) => ({ path: categoryPath(category), priority: CATEGORY_SITEMAP_PRIORITY })),
    ...allStacks().map(({ category, stack }) => ({
      path: stackPath(category, stack),
      priority: STACK_SITEMAP_PRIORITY,
    })),
    page("talentApply"),
    page("aiMatching"),
  ];
}

/** The translated versions, locale by locale, with the English page's priority. */
export function localizedSitemapEntries(): SitemapEntry[] {
  return TRANSLATED_LOCALES.flatMap((locale) =>
    translatedPageEntries().map((entry) => ({ ...entry, path: localizePath(entry.path, locale) })),
  );
}

/** Words of the stack pages' structured data (breadcrumbs, occupation), per locale. */
export const structuredDataText: Record<
  Locale,
  { home: string; candidates: string; location: string; typicalRate: string }
> = {
  en: {
    home: "Home",
    candidates: "Candidates",
    location: "Latin America (remote)",
    typicalRate: "Typical hourly rate: {{range}}",
  },
  es: {
    home: "Inicio",
    candidates: "Candidatos",
    location: "América Latina (remoto)",
    typicalRate: "Tarifa por hora habitual: {{range}}",
  },
  "pt-br": {
    home: "Início",
    candidates: "Candidatos",
    location: "América Latina (remoto)",
    typicalRate: "Valor por hora típico: {{range}}",
  },
};
