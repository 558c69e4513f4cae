import { describe, expect, it } from "vitest";
import { pipedPassword } from "./piped-password";

describe("the password piped to the account command", () => {
  it("is the first line, whatever follows it", () => {
    expect(pipedPassword("first-password-123\n")).toEqual({ password: "first-password-123" });
    // Piped twice, as tools that ask for a confirmation send it.
    expect(pipedPassword("first-password-123\nfirst-password-123\n")).toEqual({
      password: "first-password-123",
    });
    expect(pipedPassword("first-password-123\r\nsomething else")).toEqual({ password: "first-password-123" });
    expect(pipedPassword("first-password-123")).toEqual({ password: "first-password-123" });
  });

  it("is generated when nothing, or only an empty line, is piped", () => {
    expect(pipedPassword("")).toBeNull();
    expect(pipedPassword("\n")).toBeNull();
  });

  it("refuses control characters, an empty first line before a password, and short ones, saying why", () => {
    expect(pipedPassword("first\tpassword-123\n")).toEqual({
      refused: expect.stringMatching(/first line of standard input.*control characters/),
    });
    expect(pipedPassword("first-password-123\r")).toEqual({ refused: expect.stringMatching(/control/) });
    expect(pipedPassword("first-password\u0000123")).toEqual({ refused: expect.stringMatching(/control/) });
    expect(pipedPassword("\nfirst-password-123\n")).toEqual({ refused: expect.stringMatching(/first line/) });
    expect(pipedPassword("short\n")).toEqual({ refused: expect.stringMatching(/at least 12 characters/) });
  });
});
