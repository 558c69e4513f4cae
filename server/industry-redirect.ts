/**
 * `/industries/<slug>` is an alias: the canonical address of each industry page is `/<slug>`,
 * where it sends visitors and crawlers for good (301). An unknown slug is no page: the request
 * goes on to the not-found page.
 */
import type { RequestHandler } from "express";
import { industryPageSlugs } from "../app/content/industry-pages";

/** The alias's route, as Express matches it (any case, with or without a trailing slash). */
export const INDUSTRY_ALIAS_ROUTE = "/industries/:industry";

/** The alias's pattern, for the request metrics' route label. */
export const INDUSTRY_ALIAS_PATTERN = /^\/industries\/[^/]+\/*$/i;

export function redirectIndustryAliases(): RequestHandler<{ industry: string }> {
  return (req, res, next) => {
    const slug = industryPageSlugs.find((candidate) => candidate === req.params.industry);
    if (!slug) return next();
    res.redirect(301, `/${slug}`);
  };
}
