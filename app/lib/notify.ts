/**
 * Shows a toast. The toast library is loaded on first use, keeping it out of every page's
 * first-load JavaScript; `error` is the destructive variant. Toasts sharing an `id` replace one
 * another, so a form's latest outcome is the only one on screen. Toasts rise from the bottom unless
 * `position` puts one at the top.
 */
export async function notify(
  kind: "success" | "error",
  title: string,
  description?: string,
  id?: string,
  options: { position?: "top-center" } = {},
): Promise<void> {
  const { toast } = await import("sonner");
  toast[kind](title, { description, id, ...options });
}
