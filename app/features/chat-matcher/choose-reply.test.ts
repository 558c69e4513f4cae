import { describe, expect, it } from "vitest";
import { chooseReply, chooseReplyTopic } from "./choose-reply";

describe("chooseReplyTopic", () => {
  it.each([
    ["Find a React developer", "react"],
    ["need a FRONTEND engineer", "react"],
    ["front-end lead", "react"],
    ["AI/ML engineer needed", "ai-ml"],
    ["someone for ML ops", "ai-ml"],
    ["Machine Learning researcher", "ai-ml"],
    ["Backend developer Python", "python"],
    ["python scripts", "python"],
    ["back-end engineer", "python"],
    ["Full-stack developer", "generic"],
    ["Mobile app developer", "generic"],
    ["DevOps engineer", "generic"],
    ["", "generic"],
  ] as const)("%j → %s", (message, topic) => {
    expect(chooseReplyTopic(message)).toBe(topic);
  });

  it("does not read keywords inside other words", () => {
    expect(chooseReplyTopic("email marketing specialist")).toBe("generic");
    expect(chooseReplyTopic("HTML and CSS")).toBe("generic");
    expect(chooseReplyTopic("a reactive mindset")).toBe("generic");
  });

  it("prefers react, then AI/ML, then Python when several topics appear", () => {
    expect(chooseReplyTopic("React frontend with a Python backend")).toBe("react");
    expect(chooseReplyTopic("ML engineer who writes Python")).toBe("ai-ml");
  });
});

describe("chooseReply", () => {
  it("cites the static figures and links the stack page and the hiring form", () => {
    const react = chooseReply("react");
    expect(react.text).toContain("847 React developers");
    expect(react.text).toContain("2-10+ years");
    expect(react.text).toContain("$15-45/hour");
    expect(react.links.map((link) => link.href)).toEqual(["/candidates/developers/frontend", "/hiring-form"]);

    const ai = chooseReply("AI/ML engineer needed");
    expect(ai.text).toContain("312 AI/ML engineers");
    expect(ai.links.map((link) => link.href)).toEqual([
      "/candidates/ai-specialists/machine-learning",
      "/hiring-form",
    ]);

    expect(chooseReply("Backend developer Python").links[0]?.href).toBe("/candidates/developers/backend");
    const generic = chooseReply("Mobile app developer");
    expect(generic.topic).toBe("generic");
    expect(generic.links.at(-1)?.href).toBe("/hiring-form");
  });
});

describe("chooseReplyTopic in Spanish and Portuguese", () => {
  it("recognises the translated quick options and the local words for AI", () => {
    expect(chooseReplyTopic("Busco un desarrollador React")).toBe("react");
    expect(chooseReplyTopic("Necesito un ingeniero de IA/ML")).toBe("ai-ml");
    expect(chooseReplyTopic("Especialista em aprendizado de máquina")).toBe("ai-ml");
    expect(chooseReplyTopic("Desenvolvedor backend Python")).toBe("python");
    expect(chooseReplyTopic("Diseñador de producto")).toBe("generic");
  });
});
