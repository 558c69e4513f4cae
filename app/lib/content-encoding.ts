/** The content codings the server sends: brotli, gzip, or the body itself. */
export type Encoding = "br" | "gzip" | "identity";

/**
 * The best of `available` for an Accept-Encoding header (RFC 9110 §12.5.3): the highest q-value,
 * brotli before gzip when they tie; `*` stands for any coding the header does not name; q=0
 * refuses. Without the header, or when nothing acceptable is available, the file itself.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: { br?: unknown; gzip?: unknown },
): Encoding {
  if (!acceptEncoding || (!available.br && !available.gzip)) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split("=");
      if (key?.trim().toLowerCase() === "q") q = Number(value?.trim());
    }
    if (Number.isNaN(q) || q < 0 || q > 1) continue;
    weights.set(coding === "x-gzip" ? "gzip" : coding, q);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const coding of ["br", "gzip"] as const) {
    const weight = weightOf(coding);
    if (available[coding] && weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
