import { randomUUID } from "node:crypto";
import { categories } from "../../app/content/categories";
import { expect, test } from "./fixtures";

// The form endpoints through the running production server: status codes and JSON errors.
const hiringRequest = (overrides: Record<string, unknown> = {}) => ({
  name: "Jane Doe",
  email: "jane@acme.example",
  phone: "+1 415 555 0100",
  company: "Acme Inc",
  roles: ["Engineering"],
  primaryGoal: "Scale existing team",
  budgetRange: "$50K-200K/quarter",
  industries: ["Software Development"],
  additionalInfo: "Two senior engineers",
  website: "",
  fillTimeMs: 30_000,
  ...overrides,
});

test.describe("POST /api/hiring-requests", () => {
  test("answers GET with 405", async ({ request }) => {
    const response = await request.get("/api/hiring-requests");
    expect(response.status()).toBe(405);
    expect(await response.json()).toEqual({ error: expect.stringContaining("POST") });
  });

  test("rejects bad input with the right 4xx and a JSON error", async ({ request }) => {
    const url = "/api/hiring-requests";
    const wrongType = await request.post(url, {
      data: "name=Jane",
      headers: { "Content-Type": "text/plain" },
    });
    expect(wrongType.status()).toBe(415);

    const tooLarge = await request.post(url, { data: hiringRequest({ additionalInfo: "x".repeat(40_000) }) });
    expect(tooLarge.status()).toBe(413);

    const malformed = await request.post(url, {
      data: Buffer.from('{"name": "Jane"'),
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error).toMatch(/not valid JSON/);

    const invalid = await request.post(url, {
      data: hiringRequest({ email: "nope", roles: [], admin: true }),
    });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).fieldErrors).toEqual({
      email: ["Please enter a valid email address"],
      roles: ["Please select at least one role"],
      admin: ["Unknown field"],
    });

    const crossOrigin = await request.post(url, {
      data: hiringRequest(),
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(crossOrigin.status()).toBe(403);
  });

  test("stores a request once per idempotency key", async ({ request }) => {
    const headers = { "Idempotency-Key": randomUUID() };
    const first = await request.post("/api/hiring-requests", { data: hiringRequest(), headers });
    expect(first.status()).toBe(201);
    const { id } = await first.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const retry = await request.post("/api/hiring-requests", { data: hiringRequest(), headers });
    expect(retry.status()).toBe(201);
    expect(await retry.json()).toEqual({ id });
  });
});

test.describe("the other form endpoints", () => {
  test("subscriptions: 201 for a new address, 200 with the same id for a repeat", async ({ request }) => {
    const email = `reader-${randomUUID()}@acme.example`;
    const first = await request.post("/api/subscriptions", { data: { email, source: "newsletter" } });
    expect(first.status()).toBe(201);
    const repeat = await request.post("/api/subscriptions", {
      data: { email: email.toUpperCase(), source: "newsletter" },
    });
    expect(repeat.status()).toBe(200);
    expect(await repeat.json()).toEqual(await first.json());
    expect((await request.get("/api/subscriptions")).status()).toBe(405);
  });

  test("candidate applications: 201 when valid, 400 with field errors when not", async ({ request }) => {
    const category = categories[0]!;
    const application = {
      fullName: "María González",
      email: "maria@example.com",
      country: "Argentina",
      category: category.slug,
      specialization: category.stacks[0]!.slug,
      yearsOfExperience: 6,
      englishLevel: "Fluent",
      profileUrl: "https://www.linkedin.com/in/maria-gonzalez",
      hourlyRate: 45,
      fillTimeMs: 30_000,
    };
    const created = await request.post("/api/candidate-applications", { data: application });
    expect(created.status()).toBe(201);
    const invalid = await request.post("/api/candidate-applications", {
      data: { ...application, hourlyRate: 1 },
    });
    expect(invalid.status()).toBe(400);
    expect(Object.keys((await invalid.json()).fieldErrors)).toEqual(["hourlyRate"]);
  });
});
