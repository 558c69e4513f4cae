import { CheckIcon } from "lucide-react";
import type { HomeContent } from "~/content/home";
import { ScenarioLinks } from "../scenario-links";
import { IconCardGrid } from "./icon-card-grid";

/** Who we help: an icon card per audience, each with the points that matter to it. */
export function Audiences({ content }: { content: HomeContent["audiences"] }) {
  return (
    <IconCardGrid
      content={content}
      id="who-we-help"
      tone="muted"
      renderDetails={(item) => (
        <div className="mt-4 border-t pt-4">
          <ul className="space-y-2">
            {item.points.map((point) => (
              <li key={point} className="flex gap-2.5 text-sm">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          {item.pointLinks ? <ScenarioLinks links={item.pointLinks} className="mt-3" /> : null}
        </div>
      )}
    />
  );
}
