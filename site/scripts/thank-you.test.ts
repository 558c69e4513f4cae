// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { ThankYouPage } from "~/components/sections/company/thank-you-page";
import { thankYouContent } from "~/content/hiring";
import {
  rememberSubmission,
  RECENT_SUBMISSION_SOURCE as SOURCE_WRITTEN,
} from "~/features/submissions/recent-submission";
import { RECENT_SUBMISSION_SOURCE, showThankYouState } from "./thank-you";

const visibleHeading = () =>
  [...document.querySelectorAll("h1 > span")]
    .filter((words) => !words.closest("[hidden]"))
    .map((words) => words.textContent);

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = renderToStaticMarkup(createElement(ThankYouPage));
});

describe("/thank-you", () => {
  it("reads the attribute the page writes", () => {
    expect(RECENT_SUBMISSION_SOURCE).toBe(SOURCE_WRITTEN);
  });

  it("does not confirm a submission older than its window, nor another form's", () => {
    rememberSubmission("hiringRequest", "lead-1", Date.now() - 2 * 60 * 60 * 1000);
    showThankYouState();
    expect(visibleHeading()).toEqual([thankYouContent.none.title]);
    rememberSubmission("booking", "call-1");
    showThankYouState();
    expect(visibleHeading()).toEqual([thankYouContent.none.title]);
  });

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
