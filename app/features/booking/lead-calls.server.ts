/** The discovery calls booked for a hiring request, for its page in the inbox. */
import { desc, eq } from "drizzle-orm";
import type { Database } from "~server/db/client";
import { bookings } from "~server/db/schema";
import { availability } from "./availability.server";

export interface LeadCall {
  id: string;
  status: "confirmed" | "cancelled" | "rescheduled" | "quarantined";
  startsAt: string;
  endsAt: string;
  hostName: string;
  /** The visitor's zone. */
  timeZone: string;
  bookedAt: string;
  cancelledAt: string | null;
  /** Cancelled by the team from the inbox: the lead's own event (with the reason) tells it. */
  cancelledByTeam: boolean;
}

export async function leadCalls(db: Database, hiringRequestId: string): Promise<LeadCall[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.hiringRequestId, hiringRequestId))
    .orderBy(desc(bookings.receivedAt));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    hostName: availability.hosts.find((host) => host.id === row.hostId)?.name ?? row.hostId,
    timeZone: row.timeZone,
    bookedAt: row.receivedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledByTeam: row.cancelledById !== null,
  }));
}

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** "Call booked" and "Call cancelled / moved" entries of the lead's activity timeline. */
export function callTimelineItems(calls: LeadCall[]) {
  return calls.flatMap((call) => {
    const detail = `${utc(call.startsAt)} with ${call.hostName}`;
    const items: { at: string; title: string; detail?: string; tone?: "success" | "warning" }[] = [
      { at: call.bookedAt, title: "Call booked", detail, tone: "success" },
    ];
    if (call.cancelledAt && call.status === "cancelled" && !call.cancelledByTeam) {
      items.push({ at: call.cancelledAt, title: "Call cancelled", detail, tone: "warning" });
    } else if (call.cancelledAt && call.status === "rescheduled") {
      items.push({ at: call.cancelledAt, title: "Call moved to a new time", detail: `Was ${detail}` });
    }
    return items;
  });
}

/** The timeline entry of a call the team cancelled (a `call_cancelled` lead event's data). */
export function teamCancelledCallItem(data: Record<string, unknown>, by: string) {
  const startsAt = typeof data.startsAt === "string" ? data.startsAt : "";
  const host = typeof data.hostName === "string" ? data.hostName : "our team";
  return {
    title: `Call cancelled${by}`,
    detail: `${startsAt ? utc(startsAt) : "The call"} with ${host}. Reason: ${String(data.reason ?? "")}`,
  };
}
