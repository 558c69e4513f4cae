import { ChevronDownIcon, XIcon } from "lucide-react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import { categories, categoryPath, stackPath } from "~/content/categories";
import {
  companyLinks,
  hiringFormPath,
  industryLinks,
  type NavLink,
  serviceLinks,
} from "~/content/navigation";
import { site } from "~/content/site";
import { layoutText } from "~/content/ui/layout-text";
import { fill, useLocale, useNames, useNavName, useUiText } from "~/content/ui/ui-text";
import { localizedHref } from "~/lib/i18n/locales";
import { PortalLoginLink } from "./portal-login-link";

/** The sheet's box and look, whichever dialog holds it: full height on the right. */
export const mobileMenuSheetClass = "w-full max-w-sm flex-col bg-background shadow-2xl focus:outline-none";

type TextPart = React.ComponentType<{ className?: string; children?: React.ReactNode }>;

/**
 * The parts that tie the content to its dialog: the title that names it, the description, and
 * what makes the close button close it (Radix's parts in the app, plain elements in a native
 * `<dialog>`).
 */
export interface MobileMenuFrame {
  Title: TextPart;
  Description: TextPart;
  Close: React.ComponentType<{ children: React.ReactElement }>;
}

const pathTitleClass = "col-span-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase";

const itemClass =
  "block rounded-lg px-3 py-2.5 text-base text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";

/**
 * What the hamburger menu holds: its title bar, the header's links for small screens and the
 * two paths, one per audience. "Candidate Apply" opens the apply modal through `onApply` or, in
 * static HTML, through its `data-opens`.
 */
export function MobileMenuContent({
  frame: { Title, Description, Close },
  onChoose,
  onApply,
}: {
  frame: MobileMenuFrame;
  /** Called when a link is chosen (the menu closes). */
  onChoose?: () => void;
  onApply?: () => void;
}) {
  const text = useUiText("layout", layoutText);
  const locale = useLocale();
  const names = useNames();

  return (
    <>
      <div className="flex items-center justify-between border-b px-4 py-3">
        <Title className="text-base font-semibold">{text.header.menuTitle}</Title>
        <Description className="sr-only">
          {fill(text.header.menuDescription, { site: site.name })}
        </Description>
        <Close>
          <Button variant="ghost" size="icon" aria-label={text.header.closeMenu}>
            <XIcon className="size-6" aria-hidden="true" />
          </Button>
        </Close>
      </div>
      <nav aria-label={text.header.mobileNavLabel} className="flex-1 overflow-y-auto px-3 py-4">
        <MenuSection title={text.menus.industries} links={industryLinks} onChoose={onChoose} />
        <section className="mb-5">
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {text.menus.candidates}
          </h2>
          <SiteLink href={localizedHref("/candidates", locale)} className={itemClass} onClick={onChoose}>
            {text.menus.allCandidates}
          </SiteLink>
          {categories.map((category) => (
            <details key={category.slug} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2.5 text-base hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                {names.category(category.slug, category.name)}
                <ChevronDownIcon
                  className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <ul className="ml-3 border-l pl-2">
                <li>
                  <SiteLink
                    href={localizedHref(categoryPath(category), locale)}
                    className={itemClass}
                    onClick={onChoose}
                  >
                    {fill(text.menus.allInCategory, {
                      category: names.category(category.slug, category.name),
                    })}
                  </SiteLink>
                </li>
                {category.stacks.map((stack) => (
                  <li key={stack.slug}>
                    <SiteLink
                      href={localizedHref(stackPath(category, stack), locale)}
                      className={itemClass}
                      onClick={onChoose}
                    >
                      {names.stack(category.slug, stack.slug, stack.name)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </section>
        <MenuSection
          title={text.menus.company}
          links={[...companyLinks, ...serviceLinks]}
          onChoose={onChoose}
        />
      </nav>
      {/* One path per audience, each under its own name. */}
      <div className="grid gap-3 border-t p-4">
        <section aria-labelledby="mobile-path-companies" className="grid grid-cols-2 gap-2">
          <h2 id="mobile-path-companies" className={pathTitleClass}>
            {text.header.forCompanies}
          </h2>
          <Button asChild size="lg">
            <SiteLink href={hiringFormPath} onClick={onChoose}>
              {text.header.hireTalent}
            </SiteLink>
          </Button>
          <PortalLoginLink size="lg" />
        </section>
        <section aria-labelledby="mobile-path-candidates" className="grid grid-cols-2 gap-2">
          <h2 id="mobile-path-candidates" className={pathTitleClass}>
            {text.header.forCandidates}
          </h2>
          <Button variant="outline" size="lg" onClick={onApply} data-opens="apply-modal">
            {text.header.candidateApply}
          </Button>
          <Button asChild variant="ghost" size="lg">
            <SiteLink href={localizedHref("/talent", locale)} onClick={onChoose}>
              {text.header.findWork}
            </SiteLink>
          </Button>
        </section>
      </div>
    </>
  );
}

function MenuSection({
  title,
  links,
  onChoose,
}: {
  title: string;
  links: readonly NavLink[];
  onChoose?: () => void;
}) {
  const navName = useNavName();
  return (
    <section className="mb-5">
      <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className={itemClass} onClick={onChoose}>
              {navName(link)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
