import { BOOKING_SLOTS_URL, type SlotsResponse } from "~/features/booking/api";
import { isKnownTimeZone } from "~/features/booking/zoned-time";
import { jsonError } from "~/features/submissions/intake.server";
import type { EndpointArgs } from "./endpoint";

/**
 * `GET /api/booking-slots?timeZone=<IANA zone>`: the free discovery-call slots (UTC instants,
 * one per start time). The zone is checked and echoed; the browser formats the times in it.
 */
export async function loader({ request, context }: EndpointArgs) {
  const query = new URL(request.url).searchParams;
  const unknown = [...query.keys()].filter((key) => key !== "timeZone");
  if (unknown.length > 0)
    return jsonError(400, `Unknown parameter: ${unknown[0]}. Only timeZone is accepted.`);
  const timeZone = query.get("timeZone") ?? "UTC";
  if (!isKnownTimeZone(timeZone)) {
    return jsonError(400, "Unknown time zone. Use an IANA name such as America/New_York.");
  }
  const { bookings } = context.services;
  const body: SlotsResponse = {
    timeZone,
    slotMinutes: bookings.config.slotMinutes,
    hosts: bookings.config.hosts.map((host) => ({ id: host.id, name: host.name })),
    meeting: bookings.meeting,
    slots: await bookings.listSlots(),
  };
  // Free slots change with every booking: never cached.
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}

export function action() {
  return jsonError(
    405,
    `Method not allowed. Ask for slots with GET ${BOOKING_SLOTS_URL}.`,
    {},
    { Allow: "GET, HEAD" },
  );
}
