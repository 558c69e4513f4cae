/**
 * The script of the candidate pages Astro builds:
 * - their rows of cards and chat windows are tab stops in the HTML, so the keyboard can scroll
 *   them, and stop being one where they do not scroll (app/components/sections/candidates/rhythm.ts),
 *   as on the React Router pages once live;
 * - an English one offers itself in the visitor's language (./language-suggestion.ts);
 * - a stack page's counters count up (./counters.ts).
 */
import { SCROLL_TAB_STOP, tabStopWhileScrolling } from "~/components/sections/candidates/rhythm";
import { animateCounters } from "./counters";
import { offerTranslation } from "./language-suggestion";

export function setUpCandidatePage() {
  offerTranslation();
  for (const element of document.querySelectorAll<HTMLElement>(`[${SCROLL_TAB_STOP}]`))
    tabStopWhileScrolling(element);
  animateCounters();
}
