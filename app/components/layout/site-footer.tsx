import type * as React from "react";
import { SiteLink } from "~/components/ui/site-link";
import { categories, categoryPath } from "~/content/categories";
import {
  aboutLink,
  hiringFormPath,
  industryLinks,
  legalLinks,
  type NavLink,
  pricingLink,
  securityLink,
  serviceLinks,
} from "~/content/navigation";
import { site } from "~/content/site";
import { layoutText } from "~/content/ui/layout-text";
import { useLocale, useNames, useNavName, useUiText } from "~/content/ui/ui-text";
import { localizedHref } from "~/lib/i18n/locales";
import { LogoMark } from "./logo";
import { SocialIcon } from "./social-icon";

const footerLinkClass =
  "text-sm text-white/75 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white rounded";

/**
 * The footer, static HTML; `newsletter` is its newsletter form, which the page passes as an
 * island of its own. Its "For Freelancers" button opens the apply modal by its `data-opens` (site/scripts/modals.ts).
 */
export function SiteFooter({ newsletter }: { newsletter: React.ReactNode }) {
  const text = useUiText("layout", layoutText);
  const navName = useNavName();
  const locale = useLocale();
  const names = useNames();
  const findTalentLinks: NavLink[] = categories.map((category) => ({
    name: names.category(category.slug, category.name),
    href: localizedHref(categoryPath(category), locale),
  }));
  const named = (link: NavLink): NavLink => ({ ...link, name: navName(link) });
  return (
    <footer className="bg-navy-900 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.6fr]">
          <div>
            <SiteLink href="/" className="inline-flex items-center gap-2.5 rounded-lg">
              <LogoMark />
              <span className="text-lg font-extrabold tracking-tight">{site.name}</span>
            </SiteLink>
            <p className="mt-1 text-xs text-white/70">{text.footer.tagline}</p>
            <p className="mt-4 max-w-xs text-sm text-white/75">{text.footer.blurb}</p>
            <ul className="mt-5 flex gap-2" aria-label={text.footer.socialLabel}>
              {site.socialLinks.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-10 items-center justify-center rounded-lg bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <SocialIcon name={link.icon} />
                    <span className="sr-only">{`${link.name} ${text.opensInNewTab}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <FooterColumn title={text.footer.findTalent}>
            {findTalentLinks.map((link) => (
              <FooterLink key={link.href} link={link} />
            ))}
          </FooterColumn>
          <FooterColumn title={text.footer.getStarted}>
            <li>
              <button type="button" className={footerLinkClass} data-opens="apply-modal">
                {text.footer.forFreelancers}
              </button>
            </li>
            <FooterLink link={{ name: text.footer.openRoles, href: localizedHref("/jobs", locale) }} />
            <FooterLink link={{ name: text.footer.buildYourTeam, href: hiringFormPath }} />
            {serviceLinks.map((link) => (
              <FooterLink key={link.href} link={named(link)} />
            ))}
            <FooterLink link={named(pricingLink)} />
          </FooterColumn>
          <FooterColumn title={text.footer.industries}>
            {industryLinks.map((link) => (
              <FooterLink key={link.href} link={named(link)} />
            ))}
          </FooterColumn>
          {newsletter}
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.copyrightYears} {site.name}. {text.footer.rights}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {[aboutLink, securityLink].map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={footerLinkClass}>
                  {named(link).name}
                </SiteLink>
              </li>
            ))}
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener" className={footerLinkClass}>
                  {named(link).name}
                  <span className="sr-only"> {text.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2.5">{children}</ul>
    </div>
  );
}

function FooterLink({ link }: { link: NavLink }) {
  return (
    <li>
      <SiteLink href={link.href} className={footerLinkClass}>
        {link.name}
      </SiteLink>
    </li>
  );
}
