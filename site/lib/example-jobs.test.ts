import { describe, expect, it, vi } from "vitest";
import type { JobBoard } from "~/features/jobs/job-board.server";
import type { OpeningSummary } from "~/features/jobs/openings.server";
import { exampleJobs } from "./example-jobs";

const found = vi.hoisted(() => ({ openings: [] as unknown[], error: undefined as Error | undefined }));
vi.mock("~/features/jobs/job-board.server", () => ({
  exampleOpenings: vi.fn(async () => {
    if (found.error) throw found.error;
    return found.openings;
  }),
}));

const samples = [
  { title: "Sample role", type: "Full-Time", location: "Remote", rate: "$40/hour", stack: "Node.js" },
] as const;
const services = { jobBoard: { db: {} } as unknown as JobBoard };

function summary(overrides: Partial<OpeningSummary> = {}): OpeningSummary {
  return {
    slug: "senior-backend-developer",
    title: "Senior Backend Developer",
    titleLocale: "en",
    category: "developers",
    stack: "backend",
    seniority: "senior",
    type: "Full-Time",
    location: "Remote",
    countries: ["AR"],
    rateMin: 45,
    rateMax: 55,
    publishedAt: null,
    validThrough: null,
    ...overrides,
  };
}

describe("the example jobs of a candidate page", () => {
  it("are the scope's open openings as job cards linking to their pages, with the board filtered to the scope", async () => {
    found.openings = [summary()];
    found.error = undefined;
    const jobs = await exampleJobs({ services }, { category: "developers", stack: "backend" }, "en", samples);
    expect(jobs.jobs).toEqual([
      {
        title: "Senior Backend Developer",
        type: "Full-Time",
        location: "Remote",
        stack: "Backend Developer",
        rate: "$45-55/hour",
        // The stack its pay belongs to, for the pay-within-price relation.
        role: "backend",
        href: "/jobs/senior-backend-developer",
        inEnglish: undefined,
      },
    ]);
    expect(jobs.allJobs).toEqual({
      label: "See all open roles",
      href: "/jobs?category=developers&stack=backend",
    });
  });

  it("link to the translated page, and mark an opening without a version in the page's language as English", async () => {
    found.openings = [summary(), summary({ slug: "dev-es", title: "Desarrollador", titleLocale: "es" })];
    const jobs = await exampleJobs({ services }, { category: "developers" }, "es", samples);
    expect(jobs.jobs.map((job) => [job.href, job.inEnglish?.lang])).toEqual([
      ["/es/jobs/senior-backend-developer", "en"],
      ["/es/jobs/dev-es", undefined],
    ]);
    expect(jobs.allJobs.href).toBe("/es/jobs?category=developers");
  });

  it("fall back to the page's samples, and the whole board, when the scope has no open opening", async () => {
    found.openings = [];
    const jobs = await exampleJobs(
      { services },
      { category: "developers", stack: "backend" },
      "pt-br",
      samples,
    );
    expect(jobs.jobs).toBe(samples);
    expect(jobs.allJobs.href).toBe("/pt-br/jobs");
  });

  it("fall back to the samples when the openings cannot be read, and log why", async () => {
    found.error = new Error("connection refused");
    const log = { error: vi.fn() };
    const jobs = await exampleJobs({ services, log: log as never }, {}, "en", samples);
    expect(jobs.jobs).toBe(samples);
    expect(log.error).toHaveBeenCalledOnce();
    found.error = undefined;
  });
});
