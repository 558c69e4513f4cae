/**
 * The script of every page Astro builds: the behaviour every page shares, in plain DOM code.
 * Astro writes it into the page itself (no request before the first paint) as long as it
 * imports no module that an island also imports and stays under the inline limit set in
 * astro.config.mjs; `tests/e2e/astro-pages.spec.ts` checks that the page fetches no script
 * before its first paint.
 */
import { captureVisitAttribution } from "~/features/attribution/capture";
import { setUpInPageAnchors } from "./in-page-anchors";
import { linkWebFontsAfterLoad } from "./web-fonts";
import "./accordion";
import "./held-clicks";
import "./held-submits";

captureVisitAttribution();
linkWebFontsAfterLoad();
setUpInPageAnchors();
