/**
 * The AI Talent Match Report: for the role the visitor picked (or our most requested ones), the
 * matching talent count by country (what the offer promises, from the regional figures of the
 * role's category), the LATAM hourly range, the monthly cost, the U.S. reference and the savings,
 * from the same data and arithmetic as the savings calculator; then the time to shortlist and the
 * two next steps.
 */
import { Section } from "@react-email/components";
import { categories } from "../../app/content/categories";
import { matchReportEmailText as text } from "../../app/content/emails";
import { getRegionalStats } from "../../app/content/regional-stats";
import { calculatorSettings } from "../../app/content/savings-calculator";
import { estimateFigures } from "../../app/content/savings-model/estimate-figures";
import { searchFromState } from "../../app/content/savings-model/url-state";
import {
  EmailButton,
  EmailDivider,
  EmailFacts,
  EmailHeading,
  EmailLink,
  EmailSubheading,
  EmailText,
} from "./components";
import { EmailLayout } from "./layout";

export interface MatchReportEmailProps {
  siteOrigin: string;
  /** Stack slugs the visitor picked; empty for none. */
  roles: readonly string[];
  unsubscribeUrl: string;
}

const BOOK_A_CALL_PATH = "/book-a-call";
const CALCULATOR_PATH = "/savings-calculator";

export function MatchReportEmail({ siteOrigin, roles, unsubscribeUrl }: MatchReportEmailProps) {
  const { defaults } = calculatorSettings;
  const picked = roles.length > 0;
  const reports = (picked ? roles : text.popularRoles).map((role) => estimateFigures({ ...defaults, role }));
  const first = reports[0];
  const calculatorUrl = new URL(CALCULATOR_PATH, siteOrigin);
  if (picked && first) calculatorUrl.search = searchFromState({ ...defaults, role: first.stack.slug });
  const bookUrl = new URL(BOOK_A_CALL_PATH, siteOrigin).href;

  return (
    <EmailLayout preview={text.preview} siteOrigin={siteOrigin} unsubscribeUrl={unsubscribeUrl}>
      <EmailHeading>{text.heading}</EmailHeading>
      <EmailText>{text.intro}</EmailText>
      <EmailText tone="muted">
        {picked && first ? text.pickedRole(first.stack.name) : text.noRolePicked}
      </EmailText>
      <EmailText tone="muted">
        {text.assumptions(first?.seniorityLabel ?? "", defaults.hoursPerWeek, defaults.overheadPercent)}
      </EmailText>
      {reports.map((report) => (
        <Section key={report.stack.slug}>
          <EmailSubheading>{report.stack.name}</EmailSubheading>
          <EmailText>
            <strong>{report.headline}</strong>
          </EmailText>
          <TalentByCountry stackSlug={report.stack.slug} />
          <EmailFacts rows={report.rows} />
          {report.source ? (
            <EmailText tone="muted">{`${report.source.occupation}. ${report.source.statistic}`}</EmailText>
          ) : null}
        </Section>
      ))}
      <EmailSubheading>{text.shortlistTitle}</EmailSubheading>
      <EmailText>{text.shortlist}</EmailText>
      <EmailDivider />
      <EmailButton href={bookUrl}>{text.bookCta}</EmailButton>
      <EmailText tone="muted">{text.bookNote}</EmailText>
      <EmailText>
        <EmailLink href={calculatorUrl.href}>{text.calculatorCta}</EmailLink>
      </EmailText>
      <EmailText tone="muted">{text.calculatorNote}</EmailText>
    </EmailLayout>
  );
}

/** The role's category's vetted professionals in each of the countries our figures cover. */
function TalentByCountry({ stackSlug }: { stackSlug: string }) {
  const category = categories.find((candidate) => candidate.stacks.some((stack) => stack.slug === stackSlug));
  if (!category) return null;
  const rows = getRegionalStats(category.slug).map(
    (stat) => [stat.country, text.talentCount(stat.vettedTalent.toLocaleString("en-US"))] as const,
  );
  return (
    <>
      <EmailText tone="muted">{text.talentByCountry(category.name)}</EmailText>
      <EmailFacts rows={rows} />
    </>
  );
}
