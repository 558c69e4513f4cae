/**
 * The branded frame of every e-mail: wordmark, white card, footer with the sender, its postal
 * address (when configured) and the contact address, and the unsubscribe link when the e-mail
 * goes to a list's subscriber.
 * Inline styles and table layout only, no remote images or fonts: what every mail client shows.
 */
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { emailColors as colors, emailLayoutText as text } from "../../app/content/emails";

const fontFamily = "Inter, 'Segoe UI', Helvetica, Arial, sans-serif";

export interface EmailLayoutProps {
  /** The inbox preview line, shown after the subject; not part of the body. */
  preview: string;
  /** The site's origin, for the wordmark's link. */
  siteOrigin: string;
  /** Given for e-mails to a subscriber: the footer then offers it. */
  unsubscribeUrl?: string | undefined;
  /** The e-mail's language (BCP 47), for e-mails sent in the recipient's language. */
  lang?: string;
  /** The footer's words in that language (English by default). */
  footerText?: {
    tagline: string;
    company: string;
    contactPrefix: string;
    unsubscribe?: string;
    unsubscribeNote?: string;
  };
  /** The sender's mailing address (POSTAL_ADDRESS at build time); no line when empty. */
  postalAddress?: string;
  children: ReactNode;
}

export function EmailLayout({
  preview,
  siteOrigin,
  unsubscribeUrl,
  lang = "en",
  footerText,
  postalAddress = text.postalAddress,
  children,
}: EmailLayoutProps) {
  const words = { ...text, ...footerText };
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.background, color: colors.text, fontFamily, margin: 0 }}>
        <Container style={{ maxWidth: "600px", margin: "0 auto", padding: "24px 12px" }}>
          <Section style={{ padding: "0 8px 16px" }}>
            <Link
              href={siteOrigin}
              style={{ color: colors.primary, fontSize: "22px", fontWeight: 800, textDecoration: "none" }}
            >
              {text.wordmark}
            </Link>
            <Text style={{ color: colors.muted, fontSize: "12px", margin: "2px 0 0" }}>{words.tagline}</Text>
          </Section>
          <Section
            style={{
              backgroundColor: colors.card,
              border: `1px solid ${colors.border}`,
              borderRadius: "12px",
              padding: "24px",
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: "16px 8px 0" }}>
            <Text style={footerStyle}>{words.company}</Text>
            {postalAddress ? <Text style={footerStyle}>{postalAddress}</Text> : null}
            <Text style={footerStyle}>
              {words.contactPrefix}{" "}
              <Link href={`mailto:${text.contactEmail}`} style={{ color: colors.muted }}>
                {text.contactEmail}
              </Link>
            </Text>
            {unsubscribeUrl ? (
              <>
                <Hr style={{ borderColor: colors.border, margin: "12px 0" }} />
                <Text style={footerStyle}>
                  {words.unsubscribeNote}{" "}
                  <Link href={unsubscribeUrl} style={{ color: colors.muted, textDecoration: "underline" }}>
                    {words.unsubscribe}
                  </Link>
                </Text>
              </>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footerStyle = { color: colors.muted, fontSize: "12px", lineHeight: "18px", margin: "0 0 4px" };
