import { ChevronDownIcon } from "lucide-react";
import * as React from "react";
import { cn } from "~/lib/cn";

export interface AccordionItem {
  /** Stable key, also used in the element ids. */
  id: string;
  title: React.ReactNode;
  content: React.ReactNode;
}

/**
 * A single-open, collapsible accordion (opening one item closes the other; clicking the open
 * one closes it), rendered with `defaultOpenId` open. Closed panels stay in the HTML, hidden, so
 * crawlers still read their text. The state is in the markup (`aria-expanded`, `hidden`), and
 * site/scripts/accordion.ts runs it.
 */
export function Accordion({
  items,
  defaultOpenId = null,
  className,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  defaultOpenId?: string | null;
  className?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const baseId = React.useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={cn("divide-y rounded-xl border bg-background", className)} data-accordion="">
      {items.map((item) => {
        const isOpen = defaultOpenId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span>{item.title}</span>
                <ChevronDownIcon
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-aria-expanded:rotate-180"
                  aria-hidden="true"
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-muted-foreground"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
