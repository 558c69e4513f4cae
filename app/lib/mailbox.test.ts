import { describe, expect, it } from "vitest";
import { mailboxKey } from "./mailbox";

describe("mailboxKey", () => {
  it("gives the four spellings of one mailbox one key", () => {
    const keys = [
      "Stranger@X.example",
      "stranger@x.example",
      "stranger+a@x.example",
      " stranger+b@x.example ",
    ].map(mailboxKey);
    expect(new Set(keys)).toEqual(new Set(["stranger@x.example"]));
  });

  it("keeps other mailboxes apart", () => {
    expect(mailboxKey("stranger@x.example")).not.toBe(mailboxKey("stranger@y.example"));
    expect(mailboxKey("stranger@x.example")).not.toBe(mailboxKey("strangers@x.example"));
    expect(mailboxKey("+a@x.example")).toBe("+a@x.example");
    expect(mailboxKey("a+b+c@x.example")).toBe("a@x.example");
  });
});
