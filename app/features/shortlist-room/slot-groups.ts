/**
 * The interview times a client picks from, grouped by the day they fall on in the client's zone:
 * the "Request interview" selects show one group per day, each time labelled by its hour there.
 */
export interface SlotGroup {
  day: string;
  times: { value: string; label: string }[];
}

export function slotGroups(slots: readonly string[], timeZone: string): SlotGroup[] {
  const day = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone });
  const hour = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
  const groups: SlotGroup[] = [];
  for (const slot of slots) {
    const at = new Date(slot);
    const label = day.format(at);
    let group = groups.at(-1);
    if (group?.day !== label) {
      group = { day: label, times: [] };
      groups.push(group);
    }
    group.times.push({ value: slot, label: hour.format(at) });
  }
  return groups;
}
