import * as React from "react";
import { installModalOpeners } from "./modal-openers";

/**
 * The page-wide behaviour of a page Astro builds, as an island of its own that renders nothing:
 * it records where the visit came from and lets the static calls to action open the site-wide
 * modals. Hydrated when the browser is idle, so its code is fetched after the first paint.
 */
export function SiteBehaviour(): null {
  React.useEffect(() => {
    return installModalOpeners();
  }, []);
  return null;
}
