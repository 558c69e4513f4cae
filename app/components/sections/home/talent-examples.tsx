import { Portrait } from "~/components/ui/portrait";
import type { HomeContent } from "~/content/home";
import { CtaButton } from "../cta-button";
import { Section, SectionHeading } from "../section";

export function TalentExamples({ content }: { content: HomeContent["talentExamples"] }) {
  return (
    <Section aria-labelledby="talent-examples-title">
      <SectionHeading
        id="talent-examples-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.profiles.map((profile) => (
          <li key={profile.id} className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <Portrait src={profile.portrait} initials={profile.image} />
              <div className="min-w-0">
                <h3 className="truncate font-semibold">{profile.name}</h3>
                <p className="truncate text-sm text-muted-foreground">{profile.country}</p>
              </div>
            </div>
            <p className="mt-4 font-semibold text-primary">{profile.role}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">
                {profile.hourlyRate}
                {content.rateSuffix}
              </span>{" "}
              · {profile.yearsExperience} {content.yearsSuffix}
            </p>
            <ul className="mt-4 flex flex-wrap gap-1.5">
              {profile.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium">
                  {skill}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <CtaButton cta={content.cta} />
      </div>
    </Section>
  );
}
