import { expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/content/forms/envelope";
import { HONEYPOT_INPUT_NAME } from "./honeypot-input";

it("names the honeypot input like the envelope field the server checks", () => {
  expect(HONEYPOT_INPUT_NAME).toBe(HONEYPOT_FIELD);
});
