import { beforeEach, describe, expect, it } from "vitest";
import { AttributionSchema } from "~/content/forms/envelope";
import { HiringRequestBodySchema } from "~/content/forms/hiring-request-schema";
import { hiringFields } from "../../../tests/support/form-payloads";
import { ATTRIBUTION_FIELDS, readAttribution } from "./attribution";
import { ATTRIBUTION_STORAGE_KEY, attributionFrom, captureAttribution } from "./capture";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const at = (href: string) => ({ href });

describe("attributionFrom", () => {
  it("reads the UTM parameters, the external referrer and the landing page", () => {
    expect(
      attributionFrom(
        at(
          "https://latammatch.example/clients?utm_source=newsletter&utm_medium=email&utm_campaign=q3&utm_term=react&utm_content=cta&x=1",
        ),
        "https://news.example.com/issue-12",
      ),
    ).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "q3",
      utmTerm: "react",
      utmContent: "cta",
      referrer: "https://news.example.com/issue-12",
      landingPage:
        "/clients?utm_source=newsletter&utm_medium=email&utm_campaign=q3&utm_term=react&utm_content=cta&x=1",
    });
  });

  it("ignores our own origin as referrer, blank parameters and bad referrers", () => {
    expect(
      attributionFrom(at("https://latammatch.example/?utm_source=%20"), "https://latammatch.example/talent"),
    ).toEqual({
      landingPage: "/?utm_source=%20",
    });
    expect(attributionFrom(at("https://latammatch.example/"), "not a url")).toEqual({ landingPage: "/" });
  });

  it("clips values to what the endpoint accepts", () => {
    const long = "x".repeat(5_000);
    const attribution = attributionFrom(
      at(`https://latammatch.example/?utm_source=${long}&q=${long}`),
      `https://a.example/${long}`,
    );
    expect(attribution.utmSource).toHaveLength(200);
    expect(attribution.referrer).toHaveLength(2048);
    expect(attribution.landingPage).toHaveLength(2048);
    const body = hiringFields({ attribution });
    expect(HiringRequestBodySchema.safeParse(body).success).toBe(true);
  });
});

describe("ATTRIBUTION_FIELDS", () => {
  it("lists every field of the attribution the server accepts", () => {
    expect([...ATTRIBUTION_FIELDS].sort()).toEqual(Object.keys(AttributionSchema.shape).sort());
  });
});

describe("captureAttribution and readAttribution", () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it("keeps the first page of the visit", () => {
    captureAttribution(
      storage,
      at("https://latammatch.example/startups?utm_source=ads"),
      "https://search.example/",
    );
    captureAttribution(
      storage,
      at("https://latammatch.example/hiring-form"),
      "https://latammatch.example/startups",
    );
    expect(readAttribution(storage)).toEqual({
      utmSource: "ads",
      referrer: "https://search.example/",
      landingPage: "/startups?utm_source=ads",
    });
  });

  it("returns undefined without a capture and drops unknown or malformed entries", () => {
    expect(readAttribution(storage)).toBeUndefined();
    storage.setItem(ATTRIBUTION_STORAGE_KEY, "{not json");
    expect(readAttribution(storage)).toBeUndefined();
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ utmSource: "ads", admin: true, referrer: 4 }));
    expect(readAttribution(storage)).toEqual({ utmSource: "ads" });
  });
});
