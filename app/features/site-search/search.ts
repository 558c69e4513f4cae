/**
 * The not-found page's search over the site's own page list: titles, descriptions and paths,
 * matched in the browser as the visitor types (no request to the server), and by the server for
 * a search sent without JavaScript (`?q=`). Accents and case are ignored, so "diseno" finds
 * "Diseño" and "UX" finds "ux-research".
 */
import type { NotFoundText } from "~/content/not-found";

/** One page as the search sees it. */
export interface SearchEntry {
  path: string;
  title: string;
  description: string;
}

export interface SuggestionGroup {
  title: string;
  links: readonly { label: string; href: string }[];
}

/** What the server hands the not-found page: the page list to search, the query sent, the words. */
export interface NotFoundSearchData {
  kind: "not-found-search";
  query: string;
  entries: readonly SearchEntry[];
  text: NotFoundText;
  suggestions: readonly SuggestionGroup[];
}

/** The longest query looked at: anything past it is ignored. */
export const MAX_QUERY_LENGTH = 100;

/** The most results listed. */
export const MAX_RESULTS = 8;

const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();

/** The words of a text, without accents or case: "Diseño UX/UI" → ["diseno", "ux", "ui"]. */
export function searchTerms(text: string): string[] {
  return normalize(text.slice(0, MAX_QUERY_LENGTH))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const WEIGHTS = { title: 3, path: 2, description: 1 } as const;

/**
 * The entries matching every word of the query (a word matches the start of a word in the title,
 * path or description), best first: a word in the title counts most, then the path, then the
 * description; ties keep the page list's order.
 */
export function searchPages(
  entries: readonly SearchEntry[],
  query: string,
  limit: number = MAX_RESULTS,
): SearchEntry[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const scored: { entry: SearchEntry; score: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    const fields = {
      title: searchTerms(entry.title),
      path: searchTerms(entry.path),
      description: searchTerms(entry.description),
    };
    let score = 0;
    for (const term of terms) {
      let best = 0;
      for (const field of ["title", "path", "description"] as const) {
        if (fields[field].some((word) => word.startsWith(term))) best = Math.max(best, WEIGHTS[field]);
      }
      if (best === 0) return;
      score += best;
    }
    scored.push({ entry, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
