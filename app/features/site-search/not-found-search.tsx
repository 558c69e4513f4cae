import { ArrowRightIcon, SearchIcon } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { SiteLink, usePathname } from "~/components/ui/site-link";
import { fill } from "~/content/ui/ui-text";
import { type NotFoundSearchData, searchPages, searchTerms } from "./search";

/**
 * The not-found page's search and suggested pages. A plain GET form to the same address: without
 * JavaScript the server answers `?q=` with the results in the page (still HTTP 404); with it, the
 * results follow the typing from the page list the page already holds, and sending the form only
 * writes the query into the address.
 */
export function NotFoundSearch({ data }: { data: NotFoundSearchData }) {
  const { text } = data;
  const pathname = usePathname();
  const id = React.useId();
  const [query, setQuery] = React.useState(data.query);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [live, setLive] = React.useState(false);
  // Words typed before this part of the page came alive are kept and searched.
  React.useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== data.query) setQuery(typed);
    setLive(true);
  }, [data.query]);
  const results = React.useMemo(() => searchPages(data.entries, query), [data.entries, query]);
  const searched = searchTerms(query).length > 0;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = new URL(window.location.href);
    if (query.trim()) url.searchParams.set("q", query.trim());
    else url.searchParams.delete("q");
    // The results are already on screen: the address only records them (for sharing, going back).
    window.history.replaceState(window.history.state, "", url);
  };

  return (
    <div className="mx-auto mt-12 w-full max-w-2xl text-left">
      <search aria-labelledby={`${id}-label`} data-live={live || undefined}>
        <form method="get" action={pathname} onSubmit={submit}>
          <label id={`${id}-label`} htmlFor={`${id}-q`} className="text-sm font-semibold">
            {text.searchLabel}
          </label>
          <div className="mt-2 flex gap-2">
            <Input
              ref={inputRef}
              id={`${id}-q`}
              name="q"
              type="search"
              autoComplete="off"
              maxLength={100}
              placeholder={text.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="min-w-0 flex-1"
            />
            <Button type="submit" size="lg" className="shrink-0">
              <SearchIcon aria-hidden="true" />
              {text.searchButton}
            </Button>
          </div>
        </form>
      </search>

      <div aria-live="polite" aria-atomic="true" className="mt-6" data-testid="search-status">
        {searched ? (
          <p className="text-sm text-muted-foreground">
            {results.length === 0
              ? fill(text.noResults, { query: query.trim() })
              : fill(results.length === 1 ? text.resultsOne : text.resultsMany, {
                  count: results.length,
                  query: query.trim(),
                })}
          </p>
        ) : null}
      </div>
      {searched && results.length > 0 ? (
        <ul className="mt-3 divide-y rounded-xl border bg-background" data-testid="search-results">
          {results.map((entry) => (
            <li key={entry.path}>
              <SiteLink
                href={entry.path}
                className="block px-4 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span className="block font-semibold text-primary">{entry.title}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{entry.description}</span>
                <span className="mt-1 block text-xs break-all text-muted-foreground">{entry.path}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}

      <nav aria-labelledby={`${id}-suggestions`} className="mt-10">
        <h2 id={`${id}-suggestions`} className="text-lg font-semibold">
          {text.suggestionsTitle}
        </h2>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          {data.suggestions.map((group) => (
            <div key={group.title}>
              <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {group.title}
              </h3>
              <ul className="mt-2 space-y-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink
                      href={link.href}
                      className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {link.label}
                      <ArrowRightIcon className="size-4" aria-hidden="true" />
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
    </div>
  );
}
