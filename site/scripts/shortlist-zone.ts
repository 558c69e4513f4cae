/**
 * The shortlist page's time zone: without a zone in the address, the page is opened again in the
 * browser's own zone when the page offers it, and a change of the select asks for the page in
 * the new zone, so the overlaps, the interview times and the forms (which post back with the zone
 * in their address) all speak of the zone shown. Without a script the select's form does the same.
 */
export function followBrowserZone() {
  const form = document.querySelector<HTMLFormElement>("[data-zone-form]");
  const select = form?.querySelector<HTMLSelectElement>("select");
  if (!form || !select) return;
  select.addEventListener("change", () => form.requestSubmit());
  const url = new URL(window.location.href);
  if (url.searchParams.has("tz")) return;
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (own && own !== select.value && [...select.options].some((option) => option.value === own)) {
    url.searchParams.set("tz", own);
    url.searchParams.set("detected", "1");
    window.location.replace(url);
  }
}
