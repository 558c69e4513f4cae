import type { IconCard, SectionIntro } from "~/content/home";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";
import { HomeIcon } from "./home-icon";

/** A titled band of icon cards (challenges, local partners). */
export function IconCardGrid({
  content,
  id,
  tone = "default",
  columns = 4,
  iconTone,
}: {
  content: SectionIntro & { items: readonly IconCard[] };
  id?: string;
  tone?: "default" | "muted";
  columns?: 3 | 4;
  iconTone?: "primary" | "accent";
}) {
  const headingId = `${id ?? content.title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
      />
      <ul
        className={cn("mt-12 grid gap-6 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}
      >
        {content.items.map((item) => (
          <li key={item.title} className="rounded-2xl border bg-card p-6 shadow-sm">
            <HomeIcon name={item.icon} tone={iconTone} />
            <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
