/**
 * The mailbox an address reaches, as the per-recipient limits count it (the visitor e-mail budget
 * and the booking limits). Mail providers deliver `Ana@x`, `ana@x` and `ana+anything@x` to one
 * inbox, so counting them apart would let anyone multiply a stranger's budget by spelling the
 * address differently. Lower-casing the local part is stricter than RFC 5321 allows a server to
 * be, which is the side a limit should err on.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf("+");
  // "+tag@x" with nothing before the tag is a name of its own, not a tagged one.
  const untagged = plus > 0 ? local.slice(0, plus) : local;
  return `${untagged}@${lower.slice(at + 1)}`;
}
