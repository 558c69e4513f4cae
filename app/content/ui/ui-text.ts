/**
 * Reading the UI text in the page's language. English is the typed default each component
 * imports with its own code; a page in another locale gets its catalogue (and only that one)
 * from the root loader, so no page ever downloads another language's strings and English pages
 * carry no i18n runtime at all. The application form and the chat load their words with their
 * own code instead (content/ui/application-form-*.ts, chat-*.ts).
 */
import * as React from "react";
import type { ClientCatalogue } from "~/content/ui/catalogue";
import type { Locale } from "~/lib/i18n/locales";

export interface RootI18nData {
  ui: ClientCatalogue | null;
}

/** A page's locale and its catalogue (none for English). */
export interface UiTextValue {
  locale: Locale;
  ui: ClientCatalogue | null;
}

/** The page's locale and catalogue, provided by the root layout (English, no catalogue, by default). */
export const UiTextContext = React.createContext<UiTextValue>({
  locale: "en",
  ui: null,
});

/**
 * A component of a translated page that Astro builds, taking the page's locale and catalogue as
 * a prop (`uiText`): an island has no layout above it to provide them.
 */
export function withUiText<Props extends object>(Component: React.ComponentType<Props>) {
  return function Translated({ uiText, ...props }: Props & { uiText: UiTextValue }) {
    return React.createElement(
      UiTextContext.Provider,
      { value: uiText },
      React.createElement(Component, props as Props),
    );
  };
}

export function useLocale(): Locale {
  return React.useContext(UiTextContext).locale;
}

export function useCatalogue(): ClientCatalogue | null {
  return React.useContext(UiTextContext).ui;
}

/** One namespace of the catalogue in the page's language; `english` when the page is English. */
export function useUiText<Namespace extends keyof ClientCatalogue>(
  namespace: Namespace,
  english: Omit<ClientCatalogue[Namespace], "links">,
): Omit<ClientCatalogue[Namespace], "links"> {
  return useCatalogue()?.[namespace] ?? english;
}

/** A navigation link's name in the page's language. */
export function useNavName(): (link: { name: string; href: string }) => string {
  const links: Partial<Record<string, string>> | undefined = useCatalogue()?.layout.links;
  return (link) => links?.[link.href] ?? link.name;
}

/** Category and stack names in the page's language (English names are the fallback). */
export function useNames() {
  const names = useCatalogue()?.names;
  return {
    category: (slug: string, english: string) => names?.categories[slug] ?? english,
    stack: (category: string, slug: string, english: string) =>
      names?.stacks[`${category}/${slug}`] ?? english,
  };
}

/** Fills `{{name}}` placeholders (the same syntax i18next uses on the server). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
