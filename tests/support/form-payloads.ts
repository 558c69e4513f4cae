/**
 * One factory per form for tests and benchmarks: the fields a valid submission carries. Plain data
 * with no server imports, so unit, integration and browser tests and the benchmarks share it.
 */

/** A hiring request's own fields, as the wizard sends them and the lead store keeps them. */
export function hiringFields(overrides: Record<string, unknown> = {}) {
  return {
    name: "Jane Doe",
    email: "jane@acme.example",
    phone: "+1 415 555 0100",
    company: "Acme Inc",
    roles: ["Engineering"],
    primaryGoal: "Scale existing team",
    budgetRange: "$50K-200K/quarter",
    industries: ["Software Development"],
    ...overrides,
  };
}

/** The body `POST /api/hiring-requests` takes: the fields, an empty honeypot and a form token. */
export function hiringRequestBody(formToken: string, overrides: Record<string, unknown> = {}) {
  return { ...hiringFields(), website: "", formToken, ...overrides };
}
