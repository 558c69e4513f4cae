import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { categories } from "../../app/content/categories";
import type { FormKind } from "../../app/content/forms/form-kinds";
import { FORM_TOKEN_PATH, type FormTokenResponse } from "../../app/content/forms/form-token";
import { hiringRequestBody } from "../support/form-payloads";
import { expect, test } from "./fixtures";

// The form endpoints through the running production server: status codes and JSON errors.
async function formToken(request: APIRequestContext, form: FormKind): Promise<string> {
  const response = await request.get(`${FORM_TOKEN_PATH}?form=${form}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as FormTokenResponse).token;
}

const hiringRequest = (formToken: string, overrides: Record<string, unknown> = {}) =>
  hiringRequestBody(formToken, { additionalInfo: "Two senior engineers", ...overrides });

test.describe("GET /api/form-token", () => {
  test("issues a signed token per form, never cached", async ({ request }) => {
    const response = await request.get(`${FORM_TOKEN_PATH}?form=hiringRequest`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = (await response.json()) as FormTokenResponse;
    expect(body).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
      form: "hiringRequest",
      issuedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.parse(body.issuedAt));
  });

  test("answers a missing or unknown form with 400 and other methods with 405", async ({ request }) => {
    for (const path of [FORM_TOKEN_PATH, `${FORM_TOKEN_PATH}?form=contact`]) {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining("hiringRequest") });
    }
    const post = await request.post(`${FORM_TOKEN_PATH}?form=subscription`, { data: {} });
    expect(post.status()).toBe(405);
    expect(post.headers().allow).toBe("GET, HEAD");
  });
});

test.describe("POST /api/hiring-requests", () => {
  test("answers GET with 405", async ({ request }) => {
    const response = await request.get("/api/hiring-requests");
    expect(response.status()).toBe(405);
    expect(await response.json()).toEqual({ error: expect.stringContaining("POST") });
  });

  test("rejects bad input with the right 4xx and a JSON error", async ({ request }) => {
    const url = "/api/hiring-requests";
    const token = await formToken(request, "hiringRequest");
    const wrongType = await request.post(url, {
      data: "name=Jane",
      headers: { "Content-Type": "text/plain" },
    });
    expect(wrongType.status()).toBe(415);

    const tooLarge = await request.post(url, {
      data: hiringRequest(token, { additionalInfo: "x".repeat(40_000) }),
    });
    expect(tooLarge.status()).toBe(413);

    const malformed = await request.post(url, {
      data: Buffer.from('{"name": "Jane"'),
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error).toMatch(/not valid JSON/);

    const invalid = await request.post(url, {
      data: hiringRequest(token, { email: "nope", roles: [], admin: true }),
    });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).fieldErrors).toEqual({
      email: ["Please enter a valid email address"],
      roles: ["Please select at least one role"],
      admin: ["Unknown field"],
    });

    const crossOrigin = await request.post(url, {
      data: hiringRequest(token),
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(crossOrigin.status()).toBe(403);
  });

  test("answers prototype-named keys with 400 'Unknown field'", async ({ request }) => {
    const token = await formToken(request, "hiringRequest");
    const fields = JSON.stringify(hiringRequest(token)).slice(1, -1);
    const response = await request.post("/api/hiring-requests", {
      data: Buffer.from(`{${fields},"constructor":1,"__proto__":{},"attribution":{"toString":"x"}}`),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status()).toBe(400);
    // Compared as entries: "__proto__" in an object literal would set the prototype instead.
    const entries = Object.entries((await response.json()).fieldErrors as Record<string, string[]>);
    expect(entries.sort(([a], [b]) => a.localeCompare(b))).toEqual([
      ["__proto__", ["Unknown field"]],
      ["attribution.toString", ["Unknown field"]],
      ["constructor", ["Unknown field"]],
    ]);
  });

  test("stores a request once per idempotency key, and refuses the key for another body", async ({
    request,
  }) => {
    const headers = { "Idempotency-Key": randomUUID() };
    const first = await request.post("/api/hiring-requests", {
      data: hiringRequest(await formToken(request, "hiringRequest")),
      headers,
    });
    expect(first.status()).toBe(201);
    const { id } = await first.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // A retry after the page fetched a new token is still the same request.
    const retry = await request.post("/api/hiring-requests", {
      data: hiringRequest(await formToken(request, "hiringRequest")),
      headers,
    });
    expect(retry.status()).toBe(201);
    expect(await retry.json()).toEqual({ id });

    const other = await request.post("/api/hiring-requests", {
      data: hiringRequest(await formToken(request, "hiringRequest"), { company: "Other Co" }),
      headers,
    });
    expect(other.status()).toBe(422);
    expect(await other.json()).toEqual({ error: "This Idempotency-Key was used for a different request" });
  });
});

test.describe("the other form endpoints", () => {
  test("subscriptions: 201 for a new address, 200 with the same id for a repeat", async ({ request }) => {
    const email = `reader-${randomUUID()}@acme.example`;
    const first = await request.post("/api/subscriptions", {
      data: { email, source: "newsletter", formToken: await formToken(request, "subscription") },
    });
    expect(first.status()).toBe(201);
    const repeat = await request.post("/api/subscriptions", {
      data: {
        email: email.toUpperCase(),
        source: "newsletter",
        formToken: await formToken(request, "subscription"),
      },
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
      formToken: await formToken(request, "candidateApplication"),
    };
    const created = await request.post("/api/candidate-applications", { data: application });
    expect(created.status()).toBe(201);
    const invalid = await request.post("/api/candidate-applications", {
      data: { ...application, hourlyRate: 1 },
    });
    expect(invalid.status()).toBe(400);
    expect(Object.keys((await invalid.json()).fieldErrors)).toEqual(["hourlyRate"]);
  });

  test("a candidate uploads a résumé, then applies with its id; a renamed program is refused", async ({
    request,
  }) => {
    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    const uploaded = await request.post("/api/resumes", {
      multipart: { resume: { name: "Valentina Ríos CV.pdf", mimeType: "application/pdf", buffer: pdf } },
    });
    expect(uploaded.status()).toBe(201);
    const { id: resumeId } = (await uploaded.json()) as { id: string };

    const program = await request.post("/api/resumes", {
      multipart: {
        resume: {
          name: "cv.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]),
        },
      },
    });
    expect(program.status()).toBe(415);
    expect((await program.json()).error).toMatch(/not a PDF or a Word document/);

    const category = categories[0]!;
    const applied = await request.post("/api/candidate-applications", {
      data: {
        fullName: "Valentina Ríos",
        email: `valentina-${randomUUID()}@example.com`,
        country: "Argentina",
        category: category.slug,
        specialization: category.stacks[0]!.slug,
        yearsOfExperience: 4,
        englishLevel: "Fluent",
        profileUrl: "https://www.linkedin.com/in/valentina-rios",
        hourlyRate: 40,
        resumeId,
        formToken: await formToken(request, "candidateApplication"),
      },
    });
    expect(applied.status()).toBe(201);
  });
});
