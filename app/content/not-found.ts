/**
 * The words of the not-found page's search and its suggested pages, per language. SPEC's own
 * 404 text ("404", "Oops! Page not found", the link home) stays in the UI catalogue
 * (ui/layout-text.ts); this adds the search and, for each audience, the pages most visitors
 * look for. Paths are the English ones: translated pages get their locale's prefix on the way out.
 */
import type { Locale } from "~/lib/i18n/locales";

export interface NotFoundText {
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  /** "{{count}}" and "{{query}}" are filled in. */
  resultsOne: string;
  resultsMany: string;
  noResults: string;
  suggestionsTitle: string;
}

interface SuggestionText {
  title: string;
  links: readonly { label: string; href: string }[];
}

export interface NotFoundContent {
  text: NotFoundText;
  companies: SuggestionText;
  candidates: SuggestionText;
}

export const notFoundContent: Record<Locale, NotFoundContent> = {
  en: {
    text: {
      searchLabel: "Search our pages",
      searchPlaceholder: "A role, a service or a topic",
      searchButton: "Search",
      resultsOne: "1 page matches “{{query}}”",
      resultsMany: "{{count}} pages match “{{query}}”",
      noResults: "No page matches “{{query}}”. Try another word, or one of the pages below.",
      suggestionsTitle: "Where most visitors go",
    },
    companies: {
      title: "For companies",
      links: [
        { label: "Build Your Team", href: "/hiring-form" },
        { label: "Pricing", href: "/pricing" },
        { label: "Book a discovery call", href: "/book-a-call" },
        { label: "Client success stories", href: "/clients" },
      ],
    },
    candidates: {
      title: "For candidates",
      links: [
        { label: "Find remote work", href: "/talent" },
        { label: "Apply to join", href: "/talent-apply" },
        { label: "Browse roles", href: "/candidates" },
        { label: "How AI matching works", href: "/ai-matching" },
      ],
    },
  },
  es: {
    text: {
      searchLabel: "Busca en nuestras páginas",
      searchPlaceholder: "Un rol, un servicio o un tema",
      searchButton: "Buscar",
      resultsOne: "1 página coincide con “{{query}}”",
      resultsMany: "{{count}} páginas coinciden con “{{query}}”",
      noResults:
        "Ninguna página coincide con “{{query}}”. Prueba otra palabra o una de las páginas de abajo.",
      suggestionsTitle: "Las páginas más visitadas",
    },
    companies: {
      title: "Para empresas",
      links: [
        { label: "Arma tu equipo", href: "/hiring-form" },
        { label: "Precios", href: "/pricing" },
        { label: "Agenda una llamada", href: "/book-a-call" },
        { label: "Casos de clientes", href: "/clients" },
      ],
    },
    candidates: {
      title: "Para candidatos",
      links: [
        { label: "Encuentra trabajo remoto", href: "/talent" },
        { label: "Postúlate", href: "/talent-apply" },
        { label: "Explora los roles", href: "/candidates" },
        { label: "Cómo funciona el matching con IA", href: "/ai-matching" },
      ],
    },
  },
  "pt-br": {
    text: {
      searchLabel: "Pesquise nossas páginas",
      searchPlaceholder: "Uma função, um serviço ou um tema",
      searchButton: "Pesquisar",
      resultsOne: "1 página corresponde a “{{query}}”",
      resultsMany: "{{count}} páginas correspondem a “{{query}}”",
      noResults: "Nenhuma página corresponde a “{{query}}”. Tente outra palavra ou uma das páginas abaixo.",
      suggestionsTitle: "As páginas mais visitadas",
    },
    companies: {
      title: "Para empresas",
      links: [
        { label: "Monte seu time", href: "/hiring-form" },
        { label: "Preços", href: "/pricing" },
        { label: "Agende uma conversa", href: "/book-a-call" },
        { label: "Casos de clientes", href: "/clients" },
      ],
    },
    candidates: {
      title: "Para candidatos",
      links: [
        { label: "Encontre trabalho remoto", href: "/talent" },
        { label: "Candidate-se", href: "/talent-apply" },
        { label: "Conheça as funções", href: "/candidates" },
        { label: "Como funciona o matching com IA", href: "/ai-matching" },
      ],
    },
  },
};
