/** Building blocks of the e-mail templates, styled once so every e-mail looks the same. */
import { Button, Heading, Hr, Link, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { MeetingPlace } from "../../app/content/booking";
import { bookingEmailText, emailColors as colors } from "../../app/content/emails";

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ color: colors.navy, fontSize: "22px", lineHeight: "28px", margin: "0 0 12px" }}>
      {children}
    </Heading>
  );
}

export function EmailSubheading({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h2"
      style={{ color: colors.navy, fontSize: "16px", lineHeight: "22px", margin: "20px 0 8px" }}
    >
      {children}
    </Heading>
  );
}

export function EmailText({ children, tone }: { children: ReactNode; tone?: "muted" | "warning" }) {
  const color = tone === "muted" ? colors.muted : tone === "warning" ? colors.warning : colors.text;
  return <Text style={{ color, fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" }}>{children}</Text>;
}

/** The e-mail's main action; the plain-text part shows its label and address. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: colors.primary,
        borderRadius: "8px",
        color: "#ffffff",
        display: "inline-block",
        fontSize: "15px",
        fontWeight: 600,
        padding: "12px 20px",
        textDecoration: "none",
      }}
    >
      {children}
    </Button>
  );
}

export function EmailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: colors.primary, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

export function EmailDivider() {
  return <Hr style={{ borderColor: colors.border, margin: "20px 0" }} />;
}

/**
 * Label and value pairs, one per line ("Label: value" in the plain-text part). Values keep their
 * line breaks.
 */
/**
 * The "Where" row of a call's facts: the place in words, or the meeting link when there is no
 * place; none when the host set neither.
 */
export function meetingFacts(meeting: MeetingPlace | undefined): [label: string, value: string][] {
  const where = meeting?.place ?? meeting?.url;
  return where ? [[bookingEmailText.facts.where, where]] : [];
}

export function EmailFacts({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <table
      cellPadding={0}
      cellSpacing={0}
      role="presentation"
      style={{ borderCollapse: "collapse", width: "100%" }}
    >
      <tbody>
        {rows.map(([label, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for one render and labels may repeat
          <tr key={index}>
            <td style={{ borderBottom: `1px solid ${colors.border}`, padding: "6px 0", fontSize: "14px" }}>
              <strong>{`${label}:`}</strong>{" "}
              <span style={{ whiteSpace: "pre-wrap" }}>
                {value.split("\n").map((line, lineIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one value, in order
                  <span key={lineIndex}>
                    {lineIndex > 0 ? <br /> : null}
                    {line}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
