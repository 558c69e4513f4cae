/** What the audit page calls each recorded action (shared by the page and the server's writers). */
const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  "auth.login": "Logged in",
  "auth.login_failed": "Failed login",
  "auth.lockout": "Sign-in locked",
  "auth.password_changed": "Changed their password",
  "auth.totp_enabled": "Turned on two-step verification",
  "auth.totp_disabled": "Turned off two-step verification",
  "lead.status_changed": "Changed the status",
  "lead.owner_changed": "Changed the owner",
  "lead.note": "Added a note",
  "lead.released_from_quarantine": "Marked as not spam",
  "lead.resume_downloaded": "Downloaded a résumé",
  "user.created": "Added an account",
  "user.role_changed": "Changed a role",
  "user.disabled": "Disabled an account",
  "user.enabled": "Re-enabled an account",
  "privacy.exported": "Exported a person's data",
  "privacy.erased": "Erased a person's data",
  "delivery.retried": "Retried a notification",
  "leads.exported": "Exported leads as CSV",
  "candidates.exported": "Exported candidates as CSV",
  "booking.cancelled": "Cancelled a discovery call",
  "opening.created": "Created an opening",
  "opening.updated": "Edited an opening",
  "opening.published": "Published an opening",
  "opening.closed": "Closed an opening",
  "opening.reopened": "Reopened an opening",
  "opening.duplicated": "Duplicated an opening",
  "opening.deleted": "Deleted an opening",
  "candidate.updated": "Edited a candidate's record",
  "candidate.stage_changed": "Moved a candidate to the next stage",
  "candidate.scorecard_added": "Added a scorecard",
  "candidate.rejected": "Rejected a candidate",
  "candidate.withdrawn": "Recorded a candidate's withdrawal",
  "candidate.reopened": "Reopened a candidate",
  "candidate.consents_changed": "Changed a candidate's consents",
  "candidate.merged": "Merged a duplicate into this candidate",
  "candidate.availability_changed": "Changed the availability, rate and time zone",
  "candidate.resume_added": "Sent a new résumé from the status page",
  "candidate.resume_downloaded": "Downloaded a résumé",
  "shortlist.add": "Added a candidate to the shortlist",
  "shortlist.remove": "Took a candidate off the shortlist",
  "shortlist.move": "Reordered the shortlist",
  "shortlist.pitch": "Wrote a candidate's pitch",
  "shortlist.brief": "Changed the shortlist's brief",
  "shortlist.ready": "Marked the shortlist ready",
  "shortlist.sent": "Sent the shortlist to the client",
  "shortlist.sent_again": "Sent the shortlist to the client again, with a new link",
  "shortlist.link_revoked": "Revoked a shortlist link",
  "shortlist.client_viewed": "The client opened the shortlist link",
  "shortlist.client_passed": "The client passed on a candidate",
  "shortlist.client_resume_downloaded": "The client downloaded a shortlisted candidate's résumé",
  "shortlist.hired": "Recorded a hire and its trial",
  "shortlist.placed": "Confirmed a placement after the trial",
  "shortlist.replacement_asked": "Asked for a replacement after the trial",
  "candidate.status_links_revoked": "Revoked the status page's links and mailed a new one",
  "candidate.interview_hours_changed": "Changed their interview hours on the status page",
  "interview.requested": "Requested an interview",
  "interview.confirmed": "Confirmed an interview time",
  "interview.other_times_asked": "Asked for other interview times",
  "interview.rescheduled": "Moved an interview",
  "interview.cancelled": "Cancelled an interview",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** The entry's detail as short "key: value" parts, for the audit table. */
export function auditDetailParts(detail: Record<string, unknown>): string[] {
  return Object.entries(detail).map(([key, value]) => {
    const shown = value === null ? "none" : typeof value === "object" ? JSON.stringify(value) : String(value);
    return `${key}: ${shown}`;
  });
}
