/**
 * A form inside an island that React has not taken over yet is plain HTML: sent now, the browser
 * would load the page again with the answers in its address, and the form's own checks and
 * request would never run. Such a submit is held and made again once React has the form, with
 * what was typed meanwhile. A live form prevents the browser's submission itself, and a dialog
 * that holds its form's submit its own way (the match report offer) has done so before the
 * event gets here.
 */
const heldForms = new WeakSet<HTMLFormElement>();

/** Frames to wait, at most, for React to take the form over once its island hydrates. */
const MAX_FRAMES = 600;

/** Set while a held submit is made again: `submitOnceLive` checks that one itself. */
let resubmitting = false;

document.addEventListener("submit", (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const island = form?.closest("astro-island");
  if (resubmitting || !form || !island || event.defaultPrevented) return;
  event.preventDefault();
  if (heldForms.has(form)) return;
  heldForms.add(form);
  // Not hydrated yet: wait for it. Hydrating (Astro is done, React not yet): try again next frame.
  if (island.hasAttribute("ssr")) {
    island.addEventListener("astro:hydrate", () => submitOnceLive(form, MAX_FRAMES), { once: true });
  } else {
    requestAnimationFrame(() => submitOnceLive(form, MAX_FRAMES));
  }
});

/**
 * Astro reports an island hydrated once React has started on it; React takes the form over a
 * few frames later (it hydrates in a transition). Until its handler prevents the browser's
 * submission, the submit is held again and made on the next frame.
 */
function submitOnceLive(form: HTMLFormElement, framesLeft: number) {
  const check = (event: Event) => {
    if (event.target !== form) return;
    document.removeEventListener("submit", check);
    if (event.defaultPrevented) {
      heldForms.delete(form);
      return;
    }
    event.preventDefault();
    if (framesLeft > 0 && form.isConnected) requestAnimationFrame(() => submitOnceLive(form, framesLeft - 1));
    else heldForms.delete(form);
  };
  document.addEventListener("submit", check);
  resubmitting = true;
  try {
    form.requestSubmit();
  } finally {
    resubmitting = false;
  }
}
