import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";
import { buildStackPageData } from "./candidate-page-data";
import { allStacks } from "./categories";
import * as es from "./locales/es/profiles";
import * as pt from "./locales/pt-br/profiles";
import { sampleProfiles, type TalentProfile } from "./profiles";
import { seniorityForYears } from "./seniority";
import { getStackSampleProfiles, MIN_STACK_SAMPLE_PEOPLE, stackSampleProfiles } from "./stack-profiles";

const stacks = allStacks().map(({ category, stack }) => ({ category: category.slug, stack: stack.slug }));
const everyone: readonly TalentProfile[] = [...Object.values(sampleProfiles).flat(), ...stackSampleProfiles];

/** What a stack page shows of its sample people: the profile cards and the hero's shortlist. */
function shownPeople(category: string, stack: string, locale: (typeof LOCALES)[number]) {
  const page = buildStackPageData(category, stack, locale);
  if (!page) throw new Error(`No page for ${category}/${stack}`);
  return { profiles: page.profiles, shortlist: page.shortlist };
}

describe("sample people of the stack pages", () => {
  it.each(LOCALES.flatMap((locale) => stacks.map((entry) => ({ ...entry, locale }))))(
    "$locale $category/$stack shows at least three people of its own stack and none of another",
    ({ category, stack, locale }) => {
      const { profiles, shortlist } = shownPeople(category, stack, locale);
      expect(profiles.length).toBeGreaterThanOrEqual(MIN_STACK_SAMPLE_PEOPLE);
      expect(profiles.filter((profile) => profile.stack !== stack).map((profile) => profile.id)).toEqual([]);
      // The hero's shortlist is three of them, every one of the page's stack.
      expect(shortlist).toHaveLength(MIN_STACK_SAMPLE_PEOPLE);
      expect(shortlist.filter((card) => card.stack !== stack).map((card) => card.id)).toEqual([]);
    },
  );

  it.each(stacks)("$stack's people are at more than one seniority", ({ category, stack }) => {
    const levels = new Set(
      getStackSampleProfiles(category, stack).map((profile) => seniorityForYears(profile.yearsExperience)),
    );
    expect(levels.size, [...levels].join(", ")).toBeGreaterThanOrEqual(2);
  });

  // The cards print "{{count}} years" (años, anos) with no singular form.
  it("gives nobody a single year of experience", () => {
    expect(everyone.filter((profile) => profile.yearsExperience < 2).map((profile) => profile.id)).toEqual(
      [],
    );
  });

  it("gives every person an id, a name and a face of their own", () => {
    for (const key of ["id", "name", "portrait"] as const) {
      const values = everyone.map((profile) => profile[key]);
      expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
    }
  });

  it("has the Spanish and Portuguese text of every person, and no text of a person who is not there", () => {
    const ids = everyone.map((profile) => profile.id).sort();
    for (const locale of [es, pt]) {
      expect(Object.keys({ ...locale.sampleProfilesText, ...locale.stackSampleProfilesText }).sort()).toEqual(
        ids,
      );
      // The chat matcher carries the category samples' text alone.
      expect(Object.keys(locale.sampleProfilesText).sort()).toEqual(
        Object.values(sampleProfiles)
          .flat()
          .map((profile) => profile.id)
          .sort(),
      );
    }
  });
});
