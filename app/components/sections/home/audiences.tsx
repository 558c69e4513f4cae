import { CheckIcon } from "lucide-react";
import type { HomeContent } from "~/content/home";
import { Section, SectionHeading } from "../section";
import { HomeIcon } from "./home-icon";

export function Audiences({ content }: { content: HomeContent["audiences"] }) {
  return (
    <Section tone="muted" aria-labelledby="who-we-help-title">
      <SectionHeading
        id="who-we-help-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
      />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {content.items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
            <HomeIcon name={item.icon} />
            <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
            <p className="mt-2 text-muted-foreground">{item.description}</p>
            <ul className="mt-5 space-y-2.5">
              {item.points.map((point) => (
                <li key={point} className="flex gap-2.5 text-sm">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
