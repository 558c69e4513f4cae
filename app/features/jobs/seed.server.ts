/**
 * SPEC's job listing samples as published openings on a fresh install: done once, ever. The
 * claim row in `seed_runs` and the openings are written in one transaction; an instance starting
 * at the same time waits on the claim's primary key and then finds it taken, so it adds nothing,
 * and an opening the team later deletes does not come back at the next start.
 */
import { sql } from "drizzle-orm";
import { SERVED_COUNTRIES } from "~/content/countries";
import { sampleOpenings } from "~/content/job-openings";
import type { Database } from "~server/db/client";
import { seedRuns } from "~server/db/schema";
import { createOpening } from "./openings.server";
import { rateWarning } from "./schema";

const SAMPLE_OPENINGS_SEED = "job-openings:spec-samples";

/** The number of openings created: the samples' count the first time, 0 afterwards. */
export async function seedSampleOpenings(
  db: Database,
  options: { onSeeding?: () => void } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: SAMPLE_OPENINGS_SEED, ranAt: sql`now()` })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return 0;
    options.onSeeding?.();
    for (const sample of sampleOpenings) {
      const input = {
        title: sample.title,
        category: sample.category,
        stack: sample.stack,
        seniority: sample.seniority,
        type: sample.type,
        countries: SERVED_COUNTRIES.map((country) => country.code),
        rateMin: sample.rate,
        rateMax: sample.rate,
        description: sample.description,
        responsibilities: sample.responsibilities,
        requirements: sample.requirements,
        benefits: sample.benefits,
        translations: {},
        validThrough: null,
      };
      // SPEC's rate wins over the stack's typical range (the RLHF sample is below it).
      const rateOverride = rateWarning(input) !== null;
      await createOpening(
        tx as unknown as Database,
        { ...input, rateOverride },
        { actorId: null, status: "published" },
      );
    }
    return sampleOpenings.length;
  });
}
