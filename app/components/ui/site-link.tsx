/**
 * Links and the current path for the site's components, with no router in them: a component
 * renders the same whether a static page or an island places it. Without
 * a provider a link is a plain anchor; the app provides its router's link (client-side
 * navigation, prefetching) and its location's path.
 */
import * as React from "react";

export type SiteLinkProps = React.ComponentPropsWithRef<"a"> & {
  href: string;
  /** When the app's router loads the target page's code and data; a plain anchor ignores it. */
  prefetch?: "none" | "intent" | "render" | "viewport";
};

function Anchor({ prefetch: _prefetch, ...props }: SiteLinkProps) {
  return <a {...props} />;
}

const LinkContext = React.createContext<React.ComponentType<SiteLinkProps>>(Anchor);
const PathnameContext = React.createContext<string | null>(null);

/** Supplies the link component and, where known, the current path to everything inside it. */
export function SiteLinkProvider({
  link,
  pathname,
  children,
}: {
  link?: React.ComponentType<SiteLinkProps>;
  pathname?: string;
  children: React.ReactNode;
}) {
  let tree = children;
  if (pathname !== undefined)
    tree = <PathnameContext.Provider value={pathname}>{tree}</PathnameContext.Provider>;
  if (link) tree = <LinkContext.Provider value={link}>{tree}</LinkContext.Provider>;
  return tree;
}

export function SiteLink(props: SiteLinkProps) {
  const Link = React.useContext(LinkContext);
  return <Link {...props} />;
}

const subscribe = () => () => {};

/**
 * The current page's path: the provider's, or else the browser's once hydrated. A server render
 * without a provider (and the hydration that follows it) sees "", so its HTML never depends on
 * where it was rendered.
 */
export function usePathname(): string {
  const provided = React.useContext(PathnameContext);
  const browser = React.useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => "",
  );
  return provided ?? browser;
}
