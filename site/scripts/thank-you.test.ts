// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { ThankYouPage } from "~/components/sections/company/thank-you-page";
import { thankYouContent } from "~/content/hiring";
import { rememberSubmission } from "~/features/submissions/recent-submission";
import { showThankYouState } from "./thank-you";

const visibleHeading = () =>
  [...document.querySelectorAll("h1")]
    .filter((heading) => !heading.closest("[hidden]"))
    .map((h) => h.textContent);

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = renderToStaticMarkup(createElement(ThankYouPage));
});

describe("/thank-you", () => {
  it("claims nothing in its HTML, nor when opened without a request just sent", () => {
    expect(visibleHeading()).toEqual([thankYouContent.none.title]);
    showThankYouState();
    expect(visibleHeading()).toEqual([thankYouContent.none.title]);
    // The confirmation and its next steps stay hidden, to readers and screen readers alike.
    expect(document.querySelector<HTMLElement>('[data-thank-you="received"]')?.hidden).toBe(true);
  });

  it("confirms the request this tab just sent", () => {
    rememberSubmission("hiringRequest", "lead-1");
    showThankYouState();
    expect(visibleHeading()).toEqual([thankYouContent.title]);
  });
});
