import { Link } from "react-router";
import { categories, categoryPath } from "~/content/categories";
import { hiringFormPath, industryLinks, legalLinks, type NavLink, serviceLinks } from "~/content/navigation";
import { site } from "~/content/site";
import { useApplyModal } from "./apply-modal";
import { LogoMark } from "./logo";
import { NewsletterForm } from "./newsletter-form";
import { SocialIcon } from "./social-icon";

const footerLinkClass =
  "text-sm text-white/75 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white rounded";

const findTalentLinks: NavLink[] = categories.map((category) => ({
  name: category.name,
  href: categoryPath(category),
}));

export function SiteFooter() {
  const applyModal = useApplyModal();
  return (
    <footer className="bg-navy-900 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.6fr]">
          <div>
            <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg">
              <LogoMark />
              <span className="text-lg font-extrabold tracking-tight">{site.name}</span>
            </Link>
            <p className="mt-1 text-xs text-white/70">{site.tagline}</p>
            <p className="mt-4 max-w-xs text-sm text-white/75">
              Pre-vetted Latin American talent for U.S. companies, matched by AI and vetted by people.
            </p>
            <ul className="mt-5 flex gap-2" aria-label="Social media">
              {site.socialLinks.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-10 items-center justify-center rounded-lg bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <SocialIcon name={link.icon} />
                    <span className="sr-only">{link.name} (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <FooterColumn title="Find Talent">
            {findTalentLinks.map((link) => (
              <FooterLink key={link.href} link={link} />
            ))}
          </FooterColumn>
          <FooterColumn title="Get Started">
            <li>
              <button type="button" className={footerLinkClass} onClick={applyModal.open}>
                For Freelancers
              </button>
            </li>
            <FooterLink link={{ name: "Build Your Team", href: hiringFormPath }} />
            {serviceLinks.map((link) => (
              <FooterLink key={link.href} link={link} />
            ))}
          </FooterColumn>
          <FooterColumn title="Industries">
            {industryLinks.map((link) => (
              <FooterLink key={link.href} link={link} />
            ))}
          </FooterColumn>
          <NewsletterForm />
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved.
          </p>
          <ul className="flex gap-5">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener" className={footerLinkClass}>
                  {link.name}
                  <span className="sr-only"> (opens in a new tab)</span>
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
      <Link to={link.href} className={footerLinkClass}>
        {link.name}
      </Link>
    </li>
  );
}
