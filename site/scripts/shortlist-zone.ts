/**
 * The shortlist page's time zone: without a zone in the address, the browser's own zone is picked
 * when the page offers it, and a change of the select shows each card's overlap at once (the
 * server rendered the overlap for every zone offered). Without a script the select's form asks
 * the server instead.
 */
function showZone(form: HTMLFormElement, zone: string, note: "detected" | "chosen") {
  for (const item of document.querySelectorAll<HTMLElement>("[data-overlaps]")) {
    const overlaps = JSON.parse(item.dataset.overlaps ?? "{}") as Record<string, string>;
    const shown = overlaps[zone];
    if (shown) item.textContent = shown;
  }
  const noteElement = form.querySelector<HTMLElement>("[data-zone-note]");
  const template = note === "detected" ? noteElement?.dataset.detectedNote : noteElement?.dataset.chosenNote;
  if (noteElement && template)
    noteElement.textContent = template.replace("{zone}", zone.replaceAll("_", " "));
}

export function followBrowserZone() {
  const form = document.querySelector<HTMLFormElement>("[data-zone-form]");
  const select = form?.querySelector<HTMLSelectElement>("select");
  if (!form || !select) return;
  select.addEventListener("change", () => {
    showZone(form, select.value, "chosen");
    // Keep the choice in the address, so a reload or a pass keeps it too.
    const url = new URL(window.location.href);
    url.searchParams.set("tz", select.value);
    window.history.replaceState(null, "", url);
  });
  if (new URL(window.location.href).searchParams.has("tz")) return;
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (own && own !== select.value && [...select.options].some((option) => option.value === own)) {
    select.value = own;
    showZone(form, own, "detected");
  }
}
