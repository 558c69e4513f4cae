/** The reminder a visitor gets 24 hours and 1 hour before their discovery call. */

import type { MeetingPlace } from "../../app/content/booking";
import { bookingEmailText as text } from "../../app/content/emails";
import { EmailButton, EmailFacts, EmailHeading, EmailLink, EmailText, meetingFacts } from "./components";
import { EmailLayout } from "./layout";

export interface BookingReminderEmailProps {
  siteOrigin: string;
  hoursBefore: number;
  when: string;
  hostName: string;
  cancelUrl: string;
  rescheduleUrl: string;
  /** Where the call takes place (BOOKING_MEETING_URL, BOOKING_MEETING_PLACE). */
  meeting?: MeetingPlace;
}

export function BookingReminderEmail(props: BookingReminderEmailProps) {
  const copy = text.reminder;
  return (
    <EmailLayout preview={copy.preview} siteOrigin={props.siteOrigin}>
      <EmailHeading>{copy.heading(props.hoursBefore)}</EmailHeading>
      <EmailText>{copy.intro(props.hostName)}</EmailText>
      <EmailFacts
        rows={[
          [text.facts.when, props.when],
          ...meetingFacts(props.meeting),
          [text.facts.host, props.hostName],
        ]}
      />
      {props.meeting?.url ? <EmailButton href={props.meeting.url}>{text.joinCall}</EmailButton> : null}
      <EmailText tone="muted">{text.manageIntro}</EmailText>
      <EmailButton href={props.rescheduleUrl}>{text.reschedule}</EmailButton>
      <EmailText tone="muted">
        <EmailLink href={props.cancelUrl}>{text.cancel}</EmailLink>
      </EmailText>
    </EmailLayout>
  );
}
