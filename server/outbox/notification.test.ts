import { beforeAll, describe, expect, it } from "vitest";
import { candidateApplicationFields, hiringFields } from "../../tests/support/form-payloads";
import type { NotificationMessage } from "./notification";
import { renderLeadNotification } from "./notification";

const event = {
  type: "hiring_request" as const,
  id: "0b8f6f0e-3a7e-4a4b-9a53-5a0c1b8c2f10",
  receivedAt: "2026-03-01T12:00:00.000Z",
  fields: hiringFields({
    name: 'Jane "JD" Doe',
    company: "Acme <Inc> & Sons\r\nBcc: victim@example.com",
    roles: ["Engineering", "Product"],
    primaryGoal: "Hire LATAM developers",
    budgetRange: "< $50K/quarter",
    additionalInfo: "<script>alert('x')</script>",
  }),
  attribution: { utmSource: "newsletter", landingPage: "/saas" },
};

const SITE = "https://latammatch.example";

describe("lead notification", () => {
  let message: NotificationMessage;
  beforeAll(async () => {
    message = await renderLeadNotification(event, SITE);
  });

  it("names the company and the person in a one-line subject and replies to the lead", () => {
    expect(message.subject).toBe(
      'New hiring request: Acme <Inc> & Sons Bcc: victim@example.com (Jane "JD" Doe)',
    );
    expect(message.replyTo).toBe("jane@acme.example");
  });

  it("lists every field in the plain text", () => {
    for (const line of [
      "Company: Acme <Inc> & Sons",
      "Roles: Engineering, Product",
      "Budget range: < $50K/quarter",
      "Industries: Software Development",
      "Additional information: <script>alert('x')</script>",
      "UTM source: newsletter",
      `Reference: ${event.id}`,
    ]) {
      expect(message.text).toContain(line);
    }
  });

  it("escapes everything the visitor typed in the HTML", () => {
    expect(message.html).not.toContain("<script>");
    expect(message.html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(message.html).toContain("Acme &lt;Inc&gt; &amp; Sons");
    expect(message.html).toContain("Jane &quot;JD&quot; Doe");
    expect(message.html).not.toContain('Jane "JD"');
    expect(message.html).toContain("&lt; $50K/quarter");
  });

  it("titles candidate applications with the applicant and specialization", async () => {
    const candidate = await renderLeadNotification(
      {
        ...event,
        type: "candidate_application",
        fields: { fullName: "María González", email: "maria@example.com", specialization: "backend" },
      },
      SITE,
    );
    expect(candidate.subject).toBe("New candidate application: María González (backend)");
    expect(candidate.text).toContain("Full name: María González");
  });
});

describe("lead notification of an application with a résumé", () => {
  it("names the file, its type and size, and points to the inbox, without attaching it", async () => {
    const message = await renderLeadNotification(
      {
        ...event,
        type: "candidate_application",
        fields: { fullName: "María González", email: "maria@example.com" },
        resume: { fileName: "María <CV>.pdf", kind: "pdf", sizeBytes: 312 * 1024 },
      },
      SITE,
    );
    expect(message.text).toContain(
      "Résumé: María <CV>.pdf (PDF, 312 kB): download it from the lead's page in the inbox",
    );
    expect(message.html).toContain("María &lt;CV&gt;.pdf (PDF, 312 kB)");
    expect(message).not.toHaveProperty("attachments");
  });
});

describe("lead notification of a lead with a timing doubt", () => {
  let flagged: NotificationMessage;
  beforeAll(async () => {
    flagged = await renderLeadNotification(
      {
        ...event,
        spamReason: "sent 900 ms after the form token was issued (minimum 4000 ms)",
      },
      SITE,
    );
  });

  it("says possible spam, with the reason, first in the subject and in both bodies", () => {
    expect(flagged.subject).toBe(
      '[possible spam: sent 900 ms after the form token was issued (minimum 4000 ms)] New hiring request: Acme <Inc> & Sons Bcc: victim@example.com (Jane "JD" Doe)',
    );
    expect(flagged.text).toContain(
      "Flagged as possible spam: sent 900 ms after the form token was issued (minimum 4000 ms)",
    );
    expect(flagged.html).toContain(
      "Flagged as possible spam: sent 900 ms after the form token was issued (minimum 4000 ms)",
    );
  });

  it("says nothing of the kind for a clean lead or an event queued before the flag existed", async () => {
    for (const clean of [
      await renderLeadNotification({ ...event, spamReason: null }, SITE),
      await renderLeadNotification(event, SITE),
    ]) {
      expect(clean.subject).not.toMatch(/spam/i);
      expect(clean.text).not.toMatch(/spam/i);
    }
  });
});

describe("lead notification labels and headers", () => {
  it("labels every candidate answer as the form descriptor does", async () => {
    const message = await renderLeadNotification(
      {
        ...event,
        type: "candidate_application",
        fields: candidateApplicationFields({ stayInPool: true, shareProfile: false }),
      },
      SITE,
    );
    for (const line of [
      "Keep in the talent pool for future roles: Yes",
      "Share the full profile and résumé with clients on a shortlist: No",
      "Full name: María González",
      "Country: Argentina",
      "Specialization: full-stack",
      "Years of experience: 6",
      "English level: Fluent",
      "LinkedIn or portfolio: https://www.linkedin.com/in/maria-gonzalez",
      "Expected hourly rate (USD): 45",
      "Note: Available from next month",
      "Landing page: /saas",
    ]) {
      expect(message.text).toContain(line);
    }
  });

  it("keeps bidi and invisible characters of events queued earlier out of the subject", async () => {
    const message = await renderLeadNotification(
      {
        ...event,
        fields: { ...event.fields, name: "Jane\u202E eoD\u202C", company: "Ac\u200Bme\uFEFF" },
      },
      SITE,
    );
    expect(message.subject).toBe("New hiring request: Acme (Jane eoD)");
  });
});
