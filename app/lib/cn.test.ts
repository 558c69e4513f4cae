import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins conditional classes", () => {
    expect(cn("a", false, undefined, ["b", { c: true, d: false }])).toBe("a b c");
  });

  it("lets a later utility of the same group win", () => {
    expect(cn("h-10 px-4 py-2", "h-12 px-6")).toBe("py-2 h-12 px-6");
    expect(cn("max-w-lg w-full", "max-w-4xl")).toBe("w-full max-w-4xl");
    expect(cn("h-[600px]", "h-auto")).toBe("h-auto");
    expect(cn("bg-primary text-primary-foreground", "bg-white text-navy-900")).toBe("bg-white text-navy-900");
    expect(cn("rounded-lg", "rounded-full")).toBe("rounded-full");
    expect(cn("hidden", "inline-flex")).toBe("inline-flex");
  });

  it("keeps font size and text colour apart, and border width and colour apart", () => {
    expect(cn("text-sm text-foreground", "text-white")).toBe("text-sm text-white");
    expect(cn("text-sm text-foreground", "text-lg")).toBe("text-foreground text-lg");
    expect(cn("border border-input", "border-white/40")).toBe("border border-white/40");
  });

  it("never takes an alignment, wrapping, border side or style, or background image for a colour", () => {
    expect(cn("text-center text-xs text-muted-foreground")).toBe("text-center text-xs text-muted-foreground");
    expect(cn("text-right text-balance text-ellipsis", "text-white")).toBe(
      "text-right text-balance text-ellipsis text-white",
    );
    expect(cn("border-t border-b-2 border-dashed", "border-primary")).toBe(
      "border-t border-b-2 border-dashed border-primary",
    );
    expect(cn("border-collapse", "border-input")).toBe("border-collapse border-input");
    expect(cn("bg-linear-to-b bg-cover bg-center bg-clip-text", "bg-primary")).toBe(
      "bg-linear-to-b bg-cover bg-center bg-clip-text bg-primary",
    );
  });

  it("resolves shorthand against longhand and respects variants", () => {
    expect(cn("px-4 py-2", "p-0")).toBe("p-0");
    expect(cn("size-10", "w-12")).toBe("size-10 w-12");
    expect(cn("w-4 h-4", "size-6")).toBe("size-6");
    expect(cn("hover:bg-muted bg-background", "hover:bg-white/10")).toBe("bg-background hover:bg-white/10");
    expect(cn("sm:px-6 px-4", "px-2")).toBe("sm:px-6 px-2");
  });

  it("leaves unknown utilities alone", () => {
    expect(cn("backdrop-blur supports-[x]:bg-a/85", "animate-spin")).toBe(
      "backdrop-blur supports-[x]:bg-a/85 animate-spin",
    );
  });
});
