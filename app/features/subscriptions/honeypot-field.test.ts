import { expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/features/submissions/envelope";
import { HONEYPOT_INPUT_NAME } from "./honeypot-field";

it("names the honeypot input like the envelope field the server checks", () => {
  expect(HONEYPOT_INPUT_NAME).toBe(HONEYPOT_FIELD);
});
