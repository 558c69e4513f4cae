import { describe, expect, it } from "vitest";
import { describeListening } from "./listening";

describe("the start-up line", () => {
  it("says that the default host serves every interface, and where the site and the inbox are", () => {
    const line = describeListening("0.0.0.0", 3000, "production");
    expect(line).toContain("every network interface (HOST=0.0.0.0)");
    expect(line).toContain("http://localhost:3000/inbox");
    expect(line).toContain("HOST=127.0.0.1");
  });

  it("names the address actually bound", () => {
    expect(describeListening("127.0.0.1", 4310, "production")).toContain(
      "listening on http://127.0.0.1:4310, the inbox at http://127.0.0.1:4310/inbox",
    );
    expect(describeListening("::1", 8080, "production")).toContain("http://[::1]:8080/inbox");
  });
});
