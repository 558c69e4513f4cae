import { Portrait } from "~/components/ui/portrait";
import { SampleNotice } from "~/components/ui/sample-notice";
import { payMark } from "~/content/figure-marks";
import type { HomeContent } from "~/content/home";
import { seniorityForYears } from "~/content/seniority";
import { CtaButton } from "../cta-button";
import { Section, SectionHeading } from "../section";
import { CardRow, cardClass, headingGapClass, homeHeadingClass, homeSectionClass } from "./card-row";

export function TalentExamples({ content }: { content: HomeContent["talentExamples"] }) {
  return (
    <Section aria-labelledby="talent-examples-title" className={homeSectionClass}>
      <SectionHeading
        id="talent-examples-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
        className={homeHeadingClass}
      />
      <CardRow
        items={content.profiles}
        getKey={(profile) => profile.id}
        className={headingGapClass}
        itemClassName={cardClass}
        renderItem={(profile) => (
          <>
            <div className="flex items-center gap-3">
              <Portrait src={profile.portrait} initials={profile.image} />
              <div className="min-w-0">
                <h3 className="font-semibold">{profile.name}</h3>
                <p className="text-sm text-muted-foreground">{profile.country}</p>
              </div>
            </div>
            <p className="mt-4 font-semibold text-primary">{profile.role}</p>
            <p className="mt-0.5 text-sm text-muted-foreground">
              <span
                className="font-semibold text-foreground"
                {...payMark({ role: profile.stack, seniority: seniorityForYears(profile.yearsExperience) })}
              >
                {profile.hourlyRate}
                {content.rateSuffix}
              </span>{" "}
              · {profile.yearsExperience} {content.yearsSuffix}
            </p>
            <ul className="mt-3 flex flex-wrap gap-1.5">
              {profile.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium">
                  {skill}
                </li>
              ))}
            </ul>
          </>
        )}
      />
      <SampleNotice text={content.sampleNotice} className="mt-4 text-center" />
      <div className="mt-6 flex justify-center sm:mt-8">
        <CtaButton cta={content.cta} />
      </div>
    </Section>
  );
}
