import type { MetaDescriptor } from "react-router";

/** Every inbox page: its title and robots noindex (the server also sends X-Robots-Tag). */
export function inboxMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | LatamMatch inbox` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The inbox's context from a loader or action's context. */
export { requestContext } from "~server/load-context";
