/**
 * The language offer of an English candidate page Astro builds: the header holds the offer of
 * each translated language as a template (app/components/layout/language-switcher.tsx); the one
 * in the visitor's browser language shows in its place, unless the visitor has dismissed or
 * followed an offer before. Its link follows it, its button dismisses it, and either is remembered.
 */
import {
  preferredTranslation,
  readDismissed,
  SUGGESTION_ATTRIBUTE,
  writeDismissed,
} from "~/components/layout/language-suggestion-rules";

export function offerTranslation() {
  const offers = document.querySelectorAll<HTMLTemplateElement>(`template[${SUGGESTION_ATTRIBUTE}]`);
  if (offers.length === 0 || readDismissed()) return;
  const locale = preferredTranslation(navigator.languages ?? [navigator.language]);
  const template = [...offers].find((element) => element.getAttribute(SUGGESTION_ATTRIBUTE) === locale);
  const offer = template?.content.firstElementChild?.cloneNode(true);
  if (!template || !(offer instanceof HTMLElement)) return;
  template.replaceWith(offer);
  offer.querySelector("a")?.addEventListener("click", writeDismissed);
  offer.querySelector("button")?.addEventListener("click", () => {
    writeDismissed();
    offer.remove();
  });
}
