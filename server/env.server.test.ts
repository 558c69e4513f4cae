import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("uses the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SITE_ORIGIN).toBe("https://latammatch.example");
    expect(env.RATE_LIMIT_MAX).toBe(10);
    expect(env.RATE_LIMIT_WINDOW_MS).toBe(600_000);
  });

  it("names each bad variable", () => {
    expect(() => parseEnv({ PORT: "http", DATABASE_URL: "mysql://x" })).toThrow(EnvError);
    try {
      parseEnv({ PORT: "http", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    }
  });

  it("requires a webhook secret with a webhook URL", () => {
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example/lead" })).toThrow(/LEAD_WEBHOOK_SECRET/);
    expect(() => parseEnv({ S3_ENDPOINT: "https://s3.example.com" })).toThrow(
      /S3_ENDPOINT: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required/,
    );
    expect(() => parseEnv({ S3_ENDPOINT: "ftp://s3.example.com" })).toThrow(/S3_ENDPOINT/);
    expect(
      parseEnv({
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_BUCKET: "resumes",
        S3_ACCESS_KEY_ID: "minio",
        S3_SECRET_ACCESS_KEY: "minio-secret",
      }),
    ).toMatchObject({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "us-east-1" });
  });

  it("refuses to keep uploaded files in one instance's DATA_DIR when instances share PostgreSQL", () => {
    const postgres = { DATABASE_URL: "postgres://app@db.internal/latammatch" };
    expect(() => parseEnv({ ...postgres, FILE_STORAGE: "files" })).toThrow(/FILE_STORAGE: .*one instance/);
    expect(parseEnv({ ...postgres, FILE_STORAGE: "database" })).toMatchObject({ FILE_STORAGE: "database" });
    expect(parseEnv({ FILE_STORAGE: "files" })).toMatchObject({ FILE_STORAGE: "files" });
    expect(() => parseEnv({ FILE_STORAGE: "disk" })).toThrow(/FILE_STORAGE/);
  });

  it("reads the retention settings, 24 months and 30 days by default, and refuses nonsense", () => {
    expect(parseEnv({})).toMatchObject({ RETENTION_MONTHS: 24, MAIL_RETENTION_DAYS: 30 });
    expect(parseEnv({ RETENTION_MONTHS: "12", MAIL_RETENTION_DAYS: "7" })).toMatchObject({
      RETENTION_MONTHS: 12,
      MAIL_RETENTION_DAYS: 7,
    });
    expect(() => parseEnv({ RETENTION_MONTHS: "0" })).toThrow(/RETENTION_MONTHS/);
    expect(() => parseEnv({ MAIL_RETENTION_DAYS: "a month" })).toThrow(/MAIL_RETENTION_DAYS/);
  });

  it("reads the booking limits, 1 per address and 3 per network by default, 0 turning one off", () => {
    expect(parseEnv({})).toMatchObject({ BOOKING_MAX_OPEN_PER_EMAIL: 1, BOOKING_MAX_OPEN_PER_IP: 3 });
    expect(parseEnv({ BOOKING_MAX_OPEN_PER_EMAIL: "2", BOOKING_MAX_OPEN_PER_IP: "0" })).toMatchObject({
      BOOKING_MAX_OPEN_PER_EMAIL: 2,
      BOOKING_MAX_OPEN_PER_IP: 0,
    });
    expect(() => parseEnv({ BOOKING_MAX_OPEN_PER_EMAIL: "-1" })).toThrow(/BOOKING_MAX_OPEN_PER_EMAIL/);
    expect(() => parseEnv({ BOOKING_MAX_OPEN_PER_IP: "a few" })).toThrow(/BOOKING_MAX_OPEN_PER_IP/);
  });

  it("reads ALLOWED_ORIGINS as a list of origins and refuses anything else", () => {
    expect(
      parseEnv({ ALLOWED_ORIGINS: " https://staging.example.com/ , http://localhost:5173" }).ALLOWED_ORIGINS,
    ).toEqual(["https://staging.example.com", "http://localhost:5173"]);
    for (const value of [
      "staging.example.com",
      "https://staging.example.com/path",
      "https://Staging.example.com",
    ]) {
      expect(() => parseEnv({ ALLOWED_ORIGINS: value }), value).toThrow(/ALLOWED_ORIGINS: must be origins/);
    }
  });

  it("treats blank values as unset and trims the origin's slash", () => {
    const env = parseEnv({ SMTP_URL: "", SITE_ORIGIN: "https://www.example.com/" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SITE_ORIGIN).toBe("https://www.example.com");
  });
});
