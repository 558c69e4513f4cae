import { ArrowRightIcon } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import type { HomeContent } from "~/content/home";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";
import {
  CardRow,
  cardClass,
  cardTextClass,
  headingGapClass,
  homeHeadingClass,
  homeSectionClass,
} from "./card-row";
import { HomeIcon } from "./home-icon";

/** The functions we hire for, each card a link to start hiring. */
export function TeamBuilding({ content }: { content: HomeContent["teamBuilding"] }) {
  return (
    <Section tone="muted" aria-labelledby="team-building-title" className={homeSectionClass}>
      <SectionHeading
        id="team-building-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
        className={homeHeadingClass}
      />
      <CardRow
        items={content.roles}
        getKey={(role) => role.title}
        className={headingGapClass}
        renderItem={(role) => (
          <SiteLink
            href={role.href}
            className={cn(
              cardClass,
              "group flex h-full flex-col transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none",
            )}
          >
            <div className="flex items-center gap-3">
              <HomeIcon name={role.icon} tone="accent" />
              <h3 className="text-lg/6 font-semibold">{role.title}</h3>
            </div>
            <p className={cn("mt-3 flex-1", cardTextClass)}>{role.description}</p>
            <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
              {content.linkLabel}
              <ArrowRightIcon
                className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                aria-hidden="true"
              />
            </span>
          </SiteLink>
        )}
      />
    </Section>
  );
}
