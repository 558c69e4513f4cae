/**
 * Where a person's illustrated portrait lives. The set is drawn by scripts/generate-portraits.mjs,
 * one SVG per sample person, named by the id of their content entry.
 */
export function portraitSrc(id: string): string {
  return `/images/portraits/${id}.svg`;
}
