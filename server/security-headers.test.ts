import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only", () => {
    const html = `<script>window.a=1</script><script src="/x.js"></script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script type="module">import "/y.js";</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/y.js";')]);
  });

  it("returns nothing for a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>hello</p>")).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("forbids framing, plugins and foreign scripts", () => {
    const policy = contentSecurityPolicy(["'nonce-abc'"]);
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
  });
});
