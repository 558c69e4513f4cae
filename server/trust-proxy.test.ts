import express from "express";
import { describe, expect, it } from "vitest";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";

/** What Express compiles from the setting: the function behind `req.ip` and the proxy warning. */
const trustProxyTest = (setting: TrustProxy): ((address: string, hop: number) => boolean) =>
  express().set("trust proxy", setting).get("trust proxy fn");

describe("TRUST_PROXY", () => {
  it("reads a number of hops or a list of addresses, ranges and names", () => {
    expect(parseTrustProxy("0")).toBe(0);
    expect(parseTrustProxy(" 2 ")).toBe(2);
    expect(parseTrustProxy("127.0.0.1, 10.0.0.0/8,fd00::/8, loopback")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "fd00::/8",
      "loopback",
    ]);
    expect(parseTrustProxy("LoopBack")).toEqual(["loopback"]);
    for (const bad of ["", "yes", "10.0.0.0/33", "10.0.0.0/8/1", "example.com", "::1/129", "1.2.3.4/x"]) {
      expect(() => parseTrustProxy(bad), bad).toThrow();
    }
  });

  it("believes a number of hops whoever connects, a list only from the listed proxies", () => {
    expect(trustProxyTest(0)("127.0.0.1", 0)).toBe(false);
    expect(trustProxyTest(1)("198.51.100.4", 0)).toBe(true);
    expect(trustProxyTest(1)("198.51.100.4", 1)).toBe(false);
    const listed = trustProxyTest(parseTrustProxy("loopback, 10.1.0.0/16"));
    expect(listed("127.0.0.1", 0)).toBe(true);
    expect(listed("::ffff:127.0.0.1", 0)).toBe(true);
    expect(listed("::1", 0)).toBe(true);
    expect(listed("10.1.2.3", 1)).toBe(true);
    expect(listed("10.2.0.1", 0)).toBe(false);
    expect(listed("198.51.100.4", 0)).toBe(false);
    expect(listed("not an address", 0)).toBe(false);
  });

  it("gives Express the client address only through the listed proxies", () => {
    const app = express();
    app.set("trust proxy", parseTrustProxy("10.0.0.0/8"));
    const ipOf = (peer: string, forwardedFor: string) => {
      const req = Object.create(app.request, {
        app: { value: app },
        headers: { value: { "x-forwarded-for": forwardedFor } },
        socket: { value: { remoteAddress: peer } },
        connection: { value: { remoteAddress: peer } },
      });
      return (req as express.Request).ip;
    };
    // Through the proxy: the address the proxy saw; spoofed entries before it are not believed.
    expect(ipOf("10.0.0.5", "203.0.113.9")).toBe("203.0.113.9");
    expect(ipOf("10.0.0.5", "192.0.2.66, 203.0.113.9")).toBe("203.0.113.9");
    // A client that reaches the server directly is counted by its own address, whatever it claims.
    expect(ipOf("198.51.100.4", "203.0.113.9")).toBe("198.51.100.4");
  });
});
