/**
 * The job board's query and the one way it is written as a search string
 * (`?category=developers&minRate=40`): the board's links and cache keys, its feeds' addresses and
 * the job alerts' e-mails all write it here, so one state of the board has one address.
 * app/features/jobs/job-board-filters.ts reads it back from a URL.
 */

export const FILTER_FIELDS = ["q", "category", "stack", "type", "seniority", "country", "minRate"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** What the listing's form shows and the store filters by (page 1 when absent). */
export interface JobBoardQuery {
  q?: string;
  category?: string;
  stack?: string;
  type?: string;
  seniority?: string;
  country?: string;
  minRate?: number;
  page: number;
}

/** The query as a search string in a fixed order ("" for the plain first page), for links and cache keys. */
export function jobBoardSearch(query: JobBoardQuery, page = query.page): string {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = query[field];
    if (value !== undefined && value !== "") params.set(field, String(value));
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
