/**
 * A React component rendered to static HTML on a page Astro builds, inside what every page gives
 * its components: the page's locale and catalogue, and its path. Astro renders each
 * component on its own, so the layout wraps each one: `<InLocale page={page} component={SiteHeader} />`.
 */
import type * as React from "react";
import { SiteLinkProvider } from "~/components/ui/site-link";
import { clientCatalogue } from "~/content/ui/i18n.server";
import { UiTextContext, type UiTextValue } from "~/content/ui/ui-text";
import type { Locale } from "~/lib/i18n/locales";

/** What the layout knows of the page: its locale and catalogue, and its path. */
export interface PageScope {
  uiText: UiTextValue;
  pathname: string;
}

/** A page's scope: a translated page gets its UI catalogue. */
export function pageScope(locale: Locale, pathname: string): PageScope {
  return { uiText: { locale, ui: locale === "en" ? null : clientCatalogue(locale) }, pathname };
}

export function InLocale<Props extends object>({
  page,
  component: Component,
  ...props
}: { page: PageScope; component: React.ComponentType<Props> } & Props) {
  return (
    <UiTextContext.Provider value={page.uiText}>
      <SiteLinkProvider pathname={page.pathname}>
        <Component {...(props as unknown as Props)} />
      </SiteLinkProvider>
    </UiTextContext.Provider>
  );
}
