/**
 * The e-mail a candidate receives after applying, in the language they applied in: the job they
 * applied to from its page and the résumé they sent (when they did), what happens next, the link
 * to their own status page and a link to the candidate pages in that language.
 */
import { type CategorySlug, findStack } from "../../app/content/categories";
import { localeContent } from "../../app/content/locale-content";
import { emailT } from "../../app/content/ui/i18n.server";
import { formatLongDate } from "../../app/lib/i18n/format";
import { type Locale, localeInfo, localizePath } from "../../app/lib/i18n/locales";
import { EmailButton, EmailHeading, EmailSubheading, EmailText } from "./components";
import { EmailLayout } from "./layout";

export interface CandidateAcknowledgmentEmailProps {
  siteOrigin: string;
  locale: Locale;
  fullName: string;
  category: string;
  specialization: string;
  /** ISO timestamp of the application. */
  receivedAt: string;
  /** The opening applied to from its page, by its title in the candidate's language. */
  jobTitle?: string | undefined;
  /** The résumé sent with the application, by its file name. */
  resumeFileName?: string | undefined;
  /** The candidate's status page, with a token issued for this e-mail; none for an application not yet in the pool. */
  statusUrl?: string | undefined;
}

/** The first word of the name the candidate typed, for the greeting. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/** The specialization's name in the e-mail's language (the slug when it is unknown). */
function specializationName(locale: Locale, category: string, specialization: string): string {
  const match = findStack(category, specialization);
  if (!match) return specialization;
  const text = localeContent(locale).categoriesText[match.category.slug as CategorySlug];
  return (
    (text.stacks as Record<string, { name: string } | undefined>)[specialization]?.name ?? match.stack.name
  );
}

/** The link to the candidate's status page that every e-mail to a candidate carries. */
export function CandidateStatusLink({ locale, href }: { locale: Locale; href: string }) {
  const t = emailT(locale);
  return (
    <>
      <EmailText>{t("statusIntro")}</EmailText>
      <EmailButton href={href}>{t("statusLabel")}</EmailButton>
    </>
  );
}

export function candidateAcknowledgmentSubject(locale: Locale): string {
  return emailT(locale)("subject");
}

export function CandidateAcknowledgmentEmail(props: CandidateAcknowledgmentEmailProps) {
  const t = emailT(props.locale);
  const firstName = firstNameOf(props.fullName);
  const pagesUrl = `${props.siteOrigin}${localizePath("/talent", props.locale)}`;
  return (
    <EmailLayout
      preview={t("preview", { firstName })}
      siteOrigin={props.siteOrigin}
      lang={localeInfo[props.locale].tag}
      footerText={{ tagline: t("tagline"), company: t("company"), contactPrefix: t("contactPrefix") }}
    >
      <EmailHeading>{t("greeting", { firstName })}</EmailHeading>
      <EmailText>
        {props.jobTitle
          ? t("introJob", { job: props.jobTitle })
          : t("intro", {
              specialization: specializationName(props.locale, props.category, props.specialization),
            })}
      </EmailText>
      {props.resumeFileName ? (
        <EmailText>{t("resumeReceived", { fileName: props.resumeFileName })}</EmailText>
      ) : null}
      <EmailSubheading>{t("nextTitle")}</EmailSubheading>
      <EmailText>1. {t("step1")}</EmailText>
      <EmailText>2. {t("step2")}</EmailText>
      <EmailText>3. {t("step3")}</EmailText>
      {props.statusUrl ? <CandidateStatusLink locale={props.locale} href={props.statusUrl} /> : null}
      <EmailText>{t("linkIntro")}</EmailText>
      <EmailButton href={pagesUrl}>{t("linkLabel")}</EmailButton>
      <EmailText tone="muted">
        {t("receivedOn", { date: formatLongDate(new Date(props.receivedAt), props.locale) })}
      </EmailText>
      <EmailText>{t("signOff")}</EmailText>
      <EmailText tone="muted">{t("footer")}</EmailText>
    </EmailLayout>
  );
}
