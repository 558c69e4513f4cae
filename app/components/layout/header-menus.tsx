import { ChevronDownIcon, ChevronRightIcon } from "lucide-react";
import type * as React from "react";
import { SiteLink } from "~/components/ui/site-link";
import { categories, categoryPath, stackPath } from "~/content/categories";
import { companyLinks, industryLinks, type NavLink, serviceLinks } from "~/content/navigation";
import { layoutText } from "~/content/ui/layout-text";
import { fill, useLocale, useNames, useNavName, useUiText } from "~/content/ui/ui-text";
import { cn } from "~/lib/cn";
import { localizedHref } from "~/lib/i18n/locales";

type MenuId = "industries" | "candidates" | "company";

const linkClass =
  "block rounded-lg px-3 py-2 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";

/** A pointer resting this long on another category means the visitor wants that one. */
const HOVER_INTENT_MS = 150;

/**
 * The three header dropdowns, rendered closed. The HTML holds every panel and every category's
 * specializations, and each state is an attribute (`hidden`, `aria-expanded`, `data-active`)
 * that the styles follow; site/scripts/header.ts opens and closes them.
 */
export function HeaderMenus() {
  const text = useUiText("layout", layoutText);
  return (
    <nav aria-label={text.header.mainNavLabel} className="hidden items-center gap-1 lg:flex">
      <Dropdown id="industries" label={text.menus.industries}>
        <LinkList links={industryLinks} />
      </Dropdown>
      <Dropdown id="candidates" label={text.menus.candidates} wide>
        <CandidatesPanel />
      </Dropdown>
      <Dropdown id="company" label={text.menus.company}>
        <LinkList links={companyLinks} />
        <div className="my-1 border-t" />
        <LinkList links={serviceLinks} />
      </Dropdown>
    </nav>
  );
}

function Dropdown({
  id,
  label,
  wide = false,
  children,
}: {
  id: MenuId;
  label: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  const panelId = `header-menu-${id}`;
  return (
    <div className="relative">
      <button
        type="button"
        data-menu-trigger={id}
        aria-expanded={false}
        aria-controls={panelId}
        className="group inline-flex h-10 items-center gap-1 rounded-lg px-2.5 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-expanded:bg-muted xl:px-3"
      >
        {label}
        <ChevronDownIcon
          className="size-4 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        hidden
        className={cn(
          "absolute top-full left-0 z-50 mt-2 rounded-xl border bg-background p-2 shadow-xl",
          wide ? "w-[560px]" : "w-60",
        )}
      >
        {children}
      </div>
    </div>
  );
}

function LinkList({ links }: { links: readonly NavLink[] }) {
  const navName = useNavName();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} className={linkClass}>
            {navName(link)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Categories on the left; the specializations of the hovered or focused category on the right,
 * with hover intent (`data-hover-intent-ms`). Every category's list is in the HTML, hidden but
 * for the active one's; none is active until the visitor reaches one.
 */
function CandidatesPanel() {
  const text = useUiText("layout", layoutText).menus;
  const locale = useLocale();
  const names = useNames();
  return (
    <div className="grid grid-cols-2 gap-2" data-candidates-panel="" data-hover-intent-ms={HOVER_INTENT_MS}>
      <ul aria-label={text.categoriesLabel}>
        <li>
          <SiteLink href={localizedHref("/candidates", locale)} className={cn(linkClass, "font-semibold")}>
            {text.allCandidates}
          </SiteLink>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <SiteLink
              href={localizedHref(categoryPath(category), locale)}
              data-category-link={category.slug}
              className={cn(linkClass, "flex items-center justify-between data-active:bg-muted")}
            >
              {names.category(category.slug, category.name)}
              <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            </SiteLink>
          </li>
        ))}
      </ul>
      <div className="rounded-lg bg-muted/60 p-2" data-pane="">
        <p
          className="flex h-full items-center justify-center px-3 py-6 text-sm text-muted-foreground"
          data-pane-hint=""
        >
          {text.hoverHint}
        </p>
        <div data-pane-lists="" hidden>
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {text.specializations}
          </p>
          {categories.map((category) => (
            <ul
              key={category.slug}
              data-stacks={category.slug}
              hidden
              aria-label={fill(text.specializationsOf, {
                category: names.category(category.slug, category.name),
              })}
            >
              {category.stacks.map((stack) => (
                <li key={stack.slug}>
                  <SiteLink
                    href={localizedHref(stackPath(category, stack), locale)}
                    data-stack-link=""
                    className={linkClass}
                  >
                    {names.stack(category.slug, stack.slug, stack.name)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </div>
  );
}
