import { ChevronDownIcon, XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { dialogClasses } from "~/components/ui/dialog";
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
import { cn } from "~/lib/cn";
import { localizedHref } from "~/lib/i18n/locales";
import { PortalLoginLink } from "./portal-login-link";

const pathTitleClass = "col-span-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase";

const itemClass =
  "block rounded-lg px-3 py-2.5 text-base text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";

const titleId = "mobile-menu-title";
const descriptionId = "mobile-menu-description";

/**
 * The hamburger menu: a native `<dialog>` in the page's HTML, rendered beside the header with
 * the id its button controls (`MOBILE_MENU_DIALOG_ID`). It holds its title bar, the header's
 * links for small screens and the two paths, one per audience; site/scripts/header.ts opens
 * and closes it, and "Candidate Apply" opens the apply modal by its `data-opens`. The browser
 * holds focus inside while it is open and closes it on Escape.
 */
export function MobileMenuDialog({ id }: { id: string }) {
  const text = useUiText("layout", layoutText);
  const locale = useLocale();
  const names = useNames();

  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        // A modal dialog sits in the top layer: on the right at full height.
        "inset-y-0 right-0 left-auto m-0 h-auto max-h-none text-foreground open:flex",
        dialogClasses.backdrop,
        "w-full max-w-sm flex-col bg-background shadow-2xl focus:outline-none",
      )}
    >
      <div className="flex items-center justify-between border-b px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold">
          {text.header.menuTitle}
        </h2>
        <p id={descriptionId} className="sr-only">
          {fill(text.header.menuDescription, { site: site.name })}
        </p>
        <Button variant="ghost" size="icon" aria-label={text.header.closeMenu} data-menu-close="">
          <XIcon className="size-6" aria-hidden="true" />
        </Button>
      </div>
      <nav aria-label={text.header.mobileNavLabel} className="flex-1 overflow-y-auto px-3 py-4">
        <MenuSection title={text.menus.industries} links={industryLinks} />
        <section className="mb-5">
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {text.menus.candidates}
          </h2>
          <SiteLink href={localizedHref("/candidates", locale)} className={itemClass}>
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
                  <SiteLink href={localizedHref(categoryPath(category), locale)} className={itemClass}>
                    {fill(text.menus.allInCategory, {
                      category: names.category(category.slug, category.name),
                    })}
                  </SiteLink>
                </li>
                {category.stacks.map((stack) => (
                  <li key={stack.slug}>
                    <SiteLink href={localizedHref(stackPath(category, stack), locale)} className={itemClass}>
                      {names.stack(category.slug, stack.slug, stack.name)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </section>
        <MenuSection title={text.menus.company} links={[...companyLinks, ...serviceLinks]} />
      </nav>
      {/* One path per audience, each under its own name. */}
      <div className="grid gap-3 border-t p-4">
        <section aria-labelledby="mobile-path-companies" className="grid grid-cols-2 gap-2">
          <h2 id="mobile-path-companies" className={pathTitleClass}>
            {text.header.forCompanies}
          </h2>
          <Button asChild size="lg">
            <SiteLink href={hiringFormPath}>{text.header.hireTalent}</SiteLink>
          </Button>
          <PortalLoginLink size="lg" />
        </section>
        <section aria-labelledby="mobile-path-candidates" className="grid grid-cols-2 gap-2">
          <h2 id="mobile-path-candidates" className={pathTitleClass}>
            {text.header.forCandidates}
          </h2>
          <Button variant="outline" size="lg" data-opens="apply-modal">
            {text.header.candidateApply}
          </Button>
          <Button asChild variant="ghost" size="lg">
            <SiteLink href={localizedHref("/talent", locale)}>{text.header.findWork}</SiteLink>
          </Button>
        </section>
      </div>
    </dialog>
  );
}

function MenuSection({ title, links }: { title: string; links: readonly NavLink[] }) {
  const navName = useNavName();
  return (
    <section className="mb-5">
      <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className={itemClass}>
              {navName(link)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
