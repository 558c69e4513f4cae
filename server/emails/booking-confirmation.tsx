/** A booked or moved discovery call, to the visitor or to the host; the invitation is attached. */

import { addToCalendarContent, type MeetingPlace } from "../../app/content/booking";
import { bookingEmailText as text } from "../../app/content/emails";
import type { CalendarLinks } from "../../app/lib/calendar-links";
import { EmailButton, EmailFacts, EmailHeading, EmailLink, EmailText, meetingFacts } from "./components";
import { EmailLayout } from "./layout";

export interface BookingConfirmationEmailProps {
  siteOrigin: string;
  audience: "visitor" | "host";
  kind: "confirmed" | "rescheduled";
  /** The call's time, written in the recipient's zone with the zone named. */
  when: string;
  hostName: string;
  visitor: { name: string; email: string; company: string; timeZone: string };
  cancelUrl: string;
  rescheduleUrl: string;
  /** The visitor's "Add to calendar" links (Google, Outlook, the .ics on this site). */
  calendarLinks?: CalendarLinks | undefined;
  /** For the host: the linked hiring request in the inbox. */
  hiringRequestUrl?: string | undefined;
  /** Where the call takes place (BOOKING_MEETING_URL, BOOKING_MEETING_PLACE). */
  meeting?: MeetingPlace;
}

export function BookingConfirmationEmail(props: BookingConfirmationEmailProps) {
  const copy = text[props.kind];
  const host = props.audience === "host";
  return (
    <EmailLayout preview={copy.preview} siteOrigin={props.siteOrigin}>
      <EmailHeading>{host ? copy.hostHeading : copy.heading}</EmailHeading>
      <EmailText>{host ? copy.hostIntro : copy.intro(props.hostName)}</EmailText>
      <EmailFacts
        rows={
          host
            ? [
                [text.facts.when, props.when],
                ...meetingFacts(props.meeting),
                [text.facts.name, props.visitor.name],
                [text.facts.email, props.visitor.email],
                [text.facts.company, props.visitor.company],
                [text.facts.zone, props.visitor.timeZone],
              ]
            : [
                [text.facts.when, props.when],
                ...meetingFacts(props.meeting),
                [text.facts.host, props.hostName],
              ]
        }
      />
      {props.meeting?.url ? <EmailButton href={props.meeting.url}>{text.joinCall}</EmailButton> : null}
      {host && props.hiringRequestUrl ? (
        <EmailText>
          <EmailLink href={props.hiringRequestUrl}>{text.hiringRequest}</EmailLink>
        </EmailText>
      ) : null}
      {host ? null : (
        <>
          {props.calendarLinks ? <AddToCalendar links={props.calendarLinks} /> : null}
          <EmailText tone="muted">{text.manageIntro}</EmailText>
          <EmailButton href={props.rescheduleUrl}>{text.reschedule}</EmailButton>
          <EmailText tone="muted">
            <EmailLink href={props.cancelUrl}>{text.cancel}</EmailLink>
          </EmailText>
        </>
      )}
    </EmailLayout>
  );
}

function AddToCalendar({ links }: { links: CalendarLinks }) {
  const labels = addToCalendarContent;
  return (
    <EmailText>
      {labels.heading}: <EmailLink href={links.google}>{labels.google}</EmailLink>
      {" · "}
      <EmailLink href={links.outlook}>{labels.outlook}</EmailLink>
      {" · "}
      <EmailLink href={links.ics}>{labels.ics}</EmailLink>
    </EmailText>
  );
}
