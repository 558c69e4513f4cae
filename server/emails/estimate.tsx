/** "E-mail me this estimate": the calculator's figures, small print and U.S. source, as the page showed them. */
import { estimateEmailText as text } from "../../app/content/emails";
import { estimateFigures } from "../../app/content/savings-model/estimate-figures";
import { type CalculatorState, searchFromState } from "../../app/content/savings-model/url-state";
import { EmailButton, EmailFacts, EmailHeading, EmailLink, EmailSubheading, EmailText } from "./components";
import { EmailLayout } from "./layout";

export interface EstimateEmailProps {
  siteOrigin: string;
  estimate: CalculatorState;
  unsubscribeUrl: string;
}

export function estimateEmailSubject(estimate: CalculatorState): string {
  return text.subject(estimateFigures(estimate).stack.name);
}

export function EstimateEmail({ siteOrigin, estimate, unsubscribeUrl }: EstimateEmailProps) {
  const figures = estimateFigures(estimate);
  const calculatorUrl = new URL("/savings-calculator", siteOrigin);
  calculatorUrl.search = searchFromState(estimate);
  return (
    <EmailLayout
      preview={text.preview(figures.headline)}
      siteOrigin={siteOrigin}
      unsubscribeUrl={unsubscribeUrl}
    >
      <EmailHeading>{text.heading(figures.stack.name, figures.seniorityLabel)}</EmailHeading>
      <EmailText tone="muted">{text.intro}</EmailText>
      <EmailText>
        <strong>{figures.headline}</strong>
      </EmailText>
      <EmailFacts rows={figures.rows} />
      {figures.notes.map((note) => (
        <EmailText key={note} tone="muted">
          {note}
        </EmailText>
      ))}
      {figures.source ? (
        <>
          <EmailSubheading>{text.sourceTitle}</EmailSubheading>
          <EmailText>{figures.source.occupation}</EmailText>
          <EmailText tone="muted">{figures.source.statistic}</EmailText>
          <EmailText tone="muted">
            <EmailLink href={figures.source.url}>{figures.source.credit}</EmailLink>
          </EmailText>
        </>
      ) : null}
      <EmailButton href={new URL("/book-a-call", siteOrigin).href}>{text.bookCta}</EmailButton>
      <EmailText tone="muted">{text.bookNote}</EmailText>
      <EmailText>
        <EmailLink href={calculatorUrl.href}>{text.openCalculator}</EmailLink>
      </EmailText>
      <EmailText tone="muted">{text.disclaimer}</EmailText>
    </EmailLayout>
  );
}
