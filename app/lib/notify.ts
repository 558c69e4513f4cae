/**
 * Shows a toast. The toast library is loaded on first use, keeping it out of every page's
 * first-load JavaScript; `error` is the destructive variant.
 */
export async function notify(kind: "success" | "error", title: string, description?: string): Promise<void> {
  const { toast } = await import("sonner");
  toast[kind](title, description ? { description } : undefined);
}
