import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ChevronDownIcon, XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { DialogOverlay } from "~/components/ui/dialog";
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
import { localizedHref } from "~/lib/i18n/locales";
import { fill, useLocale, useNames, useNavName, useUiText } from "~/lib/i18n/ui-text";
import { useApplyModal } from "./apply-modal";
import { PortalLoginLink } from "./portal-login-link";

const pathTitleClass = "col-span-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase";

const itemClass =
  "block rounded-lg px-3 py-2.5 text-base text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";

/** The side sheet of the hamburger menu: the header's links for small screens. */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const applyModal = useApplyModal();
  const close = () => onOpenChange(false);
  const text = useUiText("layout", layoutText);
  const locale = useLocale();
  const names = useNames();

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-background shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b px-4 py-3">
            <DialogPrimitive.Title className="text-base font-semibold">
              {text.header.menuTitle}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              {fill(text.header.menuDescription, { site: site.name })}
            </DialogPrimitive.Description>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={text.header.closeMenu}>
                <XIcon className="size-6" aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={text.header.mobileNavLabel} className="flex-1 overflow-y-auto px-3 py-4">
            <MenuSection title={text.menus.industries} links={industryLinks} onChoose={close} />
            <section className="mb-5">
              <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {text.menus.candidates}
              </h2>
              <SiteLink href={localizedHref("/candidates", locale)} className={itemClass} onClick={close}>
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
                        onClick={close}
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
                          onClick={close}
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
              onChoose={close}
            />
          </nav>
          {/* One path per audience, each under its own name. */}
          <div className="grid gap-3 border-t p-4">
            <section aria-labelledby="mobile-path-companies" className="grid grid-cols-2 gap-2">
              <h2 id="mobile-path-companies" className={pathTitleClass}>
                {text.header.forCompanies}
              </h2>
              <Button asChild size="lg">
                <SiteLink href={hiringFormPath} onClick={close}>
                  {text.header.hireTalent}
                </SiteLink>
              </Button>
              <PortalLoginLink size="lg" />
            </section>
            <section aria-labelledby="mobile-path-candidates" className="grid grid-cols-2 gap-2">
              <h2 id="mobile-path-candidates" className={pathTitleClass}>
                {text.header.forCandidates}
              </h2>
              <Button
                variant="outline"
                size="lg"
                onClick={() => {
                  close();
                  applyModal.open();
                }}
              >
                {text.header.candidateApply}
              </Button>
              <Button asChild variant="ghost" size="lg">
                <SiteLink href={localizedHref("/talent", locale)} onClick={close}>
                  {text.header.findWork}
                </SiteLink>
              </Button>
            </section>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function MenuSection({
  title,
  links,
  onChoose,
}: {
  title: string;
  links: readonly NavLink[];
  onChoose: () => void;
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
