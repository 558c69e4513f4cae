/**
 * The job alert's e-mails, in the alert's language: the double opt-in confirmation and the weekly
 * digest of new openings matching its filter, each with its unsubscribe link and the links to the
 * board's RSS and Atom feeds of the alert's filter (app/content/job-feeds.ts).
 */
import {
  describeJobAlertFilter,
  type JobAlertFilterWords,
  jobAlertTextFor,
} from "../../app/content/job-alerts";
import { jobBoardSearch } from "../../app/content/job-board-search";
import { jobFeedPath } from "../../app/content/job-feeds";
import { emailT } from "../../app/content/ui/i18n.server";
import { fill } from "../../app/content/ui/ui-text";
import { type Locale, localeInfo, localizePath } from "../../app/lib/i18n/locales";
import { EmailButton, EmailHeading, EmailLink, EmailSubheading, EmailText } from "./components";
import { EmailLayout } from "./layout";
import type { JobAlertDigestOpening } from "./visitor-events";

function footerText(locale: Locale) {
  const t = emailT(locale);
  const text = jobAlertTextFor(locale);
  return {
    tagline: t("tagline"),
    company: t("company"),
    contactPrefix: t("contactPrefix"),
    unsubscribe: text.unsubscribe,
    unsubscribeNote: text.unsubscribeNote,
  };
}

/** The board's RSS and Atom feeds of the alert's filter, in its language. */
function FeedLinks(props: { siteOrigin: string; locale: Locale; filter: JobAlertFilterWords }) {
  const text = jobAlertTextFor(props.locale).digest;
  const search = jobBoardSearch({ ...props.filter, page: 1 });
  return (
    <EmailText tone="muted">
      {text.feedsIntro}{" "}
      <EmailLink href={`${props.siteOrigin}${jobFeedPath("rss", props.locale, search)}`}>
        {text.rss}
      </EmailLink>
      {" · "}
      <EmailLink href={`${props.siteOrigin}${jobFeedPath("atom", props.locale, search)}`}>
        {text.atom}
      </EmailLink>
    </EmailText>
  );
}

export interface JobAlertConfirmationEmailProps {
  siteOrigin: string;
  locale: Locale;
  filter: JobAlertFilterWords;
  confirmUrl: string;
  validDays: number;
  unsubscribeUrl: string;
}

export function jobAlertConfirmationSubject(locale: Locale): string {
  return jobAlertTextFor(locale).confirmation.subject;
}

export function JobAlertConfirmationEmail(props: JobAlertConfirmationEmailProps) {
  const text = jobAlertTextFor(props.locale).confirmation;
  return (
    <EmailLayout
      preview={text.preview}
      siteOrigin={props.siteOrigin}
      unsubscribeUrl={props.unsubscribeUrl}
      lang={localeInfo[props.locale].tag}
      footerText={footerText(props.locale)}
    >
      <EmailHeading>{text.heading}</EmailHeading>
      <EmailText>{text.body}</EmailText>
      <EmailText>
        <strong>{text.filterIntro}:</strong> {describeJobAlertFilter(props.locale, props.filter)}
      </EmailText>
      <EmailButton href={props.confirmUrl}>{text.button}</EmailButton>
      <EmailText tone="muted">{text.linkIntro}</EmailText>
      <EmailText tone="muted">
        <EmailLink href={props.confirmUrl}>{props.confirmUrl}</EmailLink>
      </EmailText>
      <EmailText tone="muted">{fill(text.expiry, { days: props.validDays })}</EmailText>
      <FeedLinks siteOrigin={props.siteOrigin} locale={props.locale} filter={props.filter} />
    </EmailLayout>
  );
}

export interface JobAlertDigestEmailProps {
  siteOrigin: string;
  locale: Locale;
  filter: JobAlertFilterWords;
  openings: JobAlertDigestOpening[];
  /** Matches not listed, linked to the board with `boardSearch` so none is lost. */
  more: number;
  boardSearch: string;
  unsubscribeUrl: string;
}

export function jobAlertDigestSubject(locale: Locale, count: number): string {
  const text = jobAlertTextFor(locale).digest;
  return count === 1 ? text.subjectOne : fill(text.subjectMany, { count });
}

/** The opening's page in the alert's language. */
function jobPageUrl(siteOrigin: string, locale: Locale, slug: string): string {
  return `${siteOrigin}${localizePath(`/jobs/${slug}`, locale)}`;
}

export function JobAlertDigestEmail(props: JobAlertDigestEmailProps) {
  const text = jobAlertTextFor(props.locale).digest;
  const filterIntro = jobAlertTextFor(props.locale).confirmation.filterIntro;
  return (
    <EmailLayout
      preview={text.preview}
      siteOrigin={props.siteOrigin}
      unsubscribeUrl={props.unsubscribeUrl}
      lang={localeInfo[props.locale].tag}
      footerText={footerText(props.locale)}
    >
      <EmailHeading>{text.heading}</EmailHeading>
      <EmailText>{text.intro}</EmailText>
      <EmailText tone="muted">
        {filterIntro}: {describeJobAlertFilter(props.locale, props.filter)}
      </EmailText>
      {props.openings.map((opening) => {
        const url = jobPageUrl(props.siteOrigin, props.locale, opening.slug);
        return (
          <div key={opening.slug}>
            <EmailSubheading>
              <EmailLink href={url}>{opening.title}</EmailLink>
            </EmailSubheading>
            <EmailText tone="muted">
              {fill(text.rate, { min: opening.rateMin, max: opening.rateMax })} · {opening.location}
            </EmailText>
            <EmailText>
              <EmailLink href={url}>{text.view}</EmailLink>
            </EmailText>
          </div>
        );
      })}
      {props.more > 0 ? (
        <EmailText>
          <strong>
            <EmailLink href={`${props.siteOrigin}${localizePath("/jobs", props.locale)}${props.boardSearch}`}>
              {props.more === 1 ? text.moreOne : fill(text.moreMany, { count: props.more })}
            </EmailLink>
          </strong>
        </EmailText>
      ) : null}
      <EmailButton href={`${props.siteOrigin}${localizePath("/jobs", props.locale)}`}>
        {text.browse}
      </EmailButton>
      <FeedLinks siteOrigin={props.siteOrigin} locale={props.locale} filter={props.filter} />
    </EmailLayout>
  );
}
