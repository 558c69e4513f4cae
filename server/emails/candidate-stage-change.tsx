/**
 * The e-mail a candidate gets when their vetting moves to a stage they hear about
 * (visitor-events.ts), in their language, with the link to their status page and no marketing:
 * the assessment with what it is (the site's own description of the vetting step), vetted,
 * rejected with the template reason, or the confirmation of a withdrawal.
 */
import { candidateStageEmailText } from "../../app/content/candidate-stage-email";
import { localeContent } from "../../app/content/locale-content";
import { emailT } from "../../app/content/ui/i18n.server";
import { type Locale, localeInfo } from "../../app/lib/i18n/locales";
import { CandidateStatusLink, firstNameOf } from "./candidate-acknowledgment";
import { EmailHeading, EmailSubheading, EmailText } from "./components";
import { EmailLayout } from "./layout";
import type { AnnouncedStage } from "./visitor-events";

export interface CandidateStageChangeEmailProps {
  siteOrigin: string;
  locale: Locale;
  fullName: string;
  stage: AnnouncedStage;
  /** The rejection's template reason in the candidate's language. */
  reason?: string | undefined;
  /** The candidate's status page, with a token issued for this e-mail. */
  statusUrl: string;
}

export function candidateStageChangeSubject(locale: Locale, stage: AnnouncedStage): string {
  return candidateStageEmailText[locale][stage].subject;
}

/** The vetting step the site's pages describe the technical assessment with, in the e-mail's language. */
function assessmentStep(locale: Locale) {
  const [, assessment] = localeContent(locale).stackPages.vettingSteps;
  if (!assessment) throw new Error("The vetting steps have no technical assessment");
  return assessment;
}

export function CandidateStageChangeEmail(props: CandidateStageChangeEmailProps) {
  const t = emailT(props.locale);
  const text = candidateStageEmailText[props.locale][props.stage];
  const firstName = firstNameOf(props.fullName);
  const step = props.stage === "technical" ? assessmentStep(props.locale) : null;
  return (
    <EmailLayout
      preview={text.preview}
      siteOrigin={props.siteOrigin}
      lang={localeInfo[props.locale].tag}
      footerText={{ tagline: t("tagline"), company: t("company"), contactPrefix: t("contactPrefix") }}
    >
      <EmailHeading>{t("greeting", { firstName })}</EmailHeading>
      <EmailText>{text.intro}</EmailText>
      {step ? (
        <>
          <EmailSubheading>{step.title}</EmailSubheading>
          <EmailText>{step.description}</EmailText>
        </>
      ) : null}
      {props.stage === "rejected" && props.reason ? <EmailText>{props.reason}</EmailText> : null}
      {props.stage === "vetted" ? <EmailText>{t("step3")}</EmailText> : null}
      <EmailText>{text.outro}</EmailText>
      <CandidateStatusLink locale={props.locale} href={props.statusUrl} />
      <EmailText>{t("signOff")}</EmailText>
      <EmailText tone="muted">{t("footer")}</EmailText>
    </EmailLayout>
  );
}
