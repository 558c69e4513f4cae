/**
 * The day the site's figures were counted (ISO date): the claims' "Figures as of …" line and the
 * last year of the footer's copyright both read it, so the two never disagree. A module of its
 * own, so the footer takes the date without the claims.
 */
export const FIGURES_AS_OF = "2026-10-31";

/** The year of the figures: "2026". */
export const FIGURES_YEAR = Number(FIGURES_AS_OF.slice(0, 4));
