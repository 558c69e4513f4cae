import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import type { HomeContent } from "~/content/home";
import { Section, SectionHeading } from "../section";
import { HomeIcon } from "./home-icon";

export function TeamBuilding({ content }: { content: HomeContent["teamBuilding"] }) {
  return (
    <Section tone="muted" aria-labelledby="team-building-title">
      <SectionHeading
        id="team-building-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {content.roles.map((role) => (
          <li key={role.title}>
            <Link
              to={role.href}
              className="group flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <HomeIcon name={role.icon} tone="accent" />
              <h3 className="mt-4 text-lg font-semibold">{role.title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{role.description}</p>
              <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
                {content.linkLabel}
                <ArrowRightIcon
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
