import { describe, expect, it } from "vitest";
import { EnvError } from "./env.server";
import { createLogger, describeError, parseLogLevel, stackFrames } from "./logger.server";

const SECRET = "jane@acme.example";

function capture() {
  const lines: string[] = [];
  const log = createLogger({ level: "info", destination: { write: (line: string) => lines.push(line) } });
  return { log, text: () => lines.join("") };
}

describe("describeError", () => {
  it("keeps class names and codes of the error and its causes, never messages or details", () => {
    const cause = Object.assign(new TypeError(`bad value ${SECRET}`), { code: "22P02", detail: SECRET });
    const error = new Error(`Failed query params: ${SECRET}`, { cause });
    expect(describeError(error)).toEqual({ type: "Error", cause: { type: "TypeError", code: "22P02" } });
  });

  it("drops a code that is not an identifier", () => {
    expect(describeError({ code: `email ${SECRET}` })).toEqual({ type: "Object" });
    expect(describeError(SECRET)).toEqual({ type: "string" });
  });
});

describe("the logger", () => {
  it("never writes an error's message, however the error is passed", () => {
    const { log, text } = capture();
    log.error(new Error(SECRET));
    log.error({ err: new Error(SECRET) });
    log.error({ error: new Error(SECRET) }, "failed");
    expect(text()).not.toContain(SECRET);
    expect(text().trim().split("\n")).toHaveLength(3);
  });

  it("writes JSON lines with the level's name", () => {
    const { log, text } = capture();
    log.child({ reqId: "r1" }).warn("careful");
    expect(JSON.parse(text())).toMatchObject({ level: "warn", reqId: "r1", msg: "careful" });
  });

  it("keeps the stack's call sites without the message", () => {
    const frames = stackFrames(new Error(`${SECRET}\n  second line`));
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((frame) => frame.startsWith("at "))).toBe(true);
    expect(frames.join("\n")).not.toContain(SECRET);
  });
});

describe("parseLogLevel", () => {
  it("defaults to info, accepts silent and names LOG_LEVEL when the value is wrong", () => {
    expect(parseLogLevel(undefined)).toBe("info");
    expect(parseLogLevel(" Silent ")).toBe("silent");
    expect(() => parseLogLevel("loud")).toThrow(EnvError);
    expect(() => parseLogLevel("loud")).toThrow(/LOG_LEVEL/);
  });
});
