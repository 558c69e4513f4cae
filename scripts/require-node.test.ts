import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "./require-node.mjs";

describe("the Node.js version check of npm start and npm test", () => {
  it("names the version found, the one needed and the command that fixes it", () => {
    const problem = nodeVersionProblem("20.20.2", ">=24");
    expect(problem).toContain("Node.js 24");
    expect(problem).toContain("this shell has Node.js 20.20.2");
    expect(problem).toContain(". scripts/use-node.sh");
  });

  it("lets the needed major version and later ones through", () => {
    expect(nodeVersionProblem("24.0.0", ">=24")).toBeNull();
    expect(nodeVersionProblem("25.1.0", ">=24")).toBeNull();
  });
});
