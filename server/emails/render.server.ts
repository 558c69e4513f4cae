/**
 * Turns an e-mail template into the two parts of the message: HTML, and plain text derived from
 * the same markup. React escapes every value it renders, so text typed by a visitor can never
 * become markup; templates never use dangerouslySetInnerHTML.
 */
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

export interface RenderedEmail {
  html: string;
  text: string;
}

export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  // No wrapping: lines stay whole (long values and links included); nodemailer encodes them.
  const text = toPlainText(html, {
    wordwrap: false,
    selectors: ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
  }).trim();
  return { html, text: `${text}\n` };
}
