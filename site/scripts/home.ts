/**
 * The home page's own script (site/pages/index.astro): its sections' behaviour in plain DOM
 * code, so the page loads no React for them. It imports nothing an island imports, so Astro
 * writes it into the page.
 */
import { installCardRows } from "./card-rows";
import { installCarousels } from "./home-carousels";
import { installRevealLists } from "./reveal-lists";
import { fillFromStorageAfterLoad } from "./storage-listings";

installCarousels();
installCardRows();
installRevealLists();
fillFromStorageAfterLoad();
