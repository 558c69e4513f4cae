import { HomeHero } from "~/components/sections/home/home-hero";
import { StatsBar } from "~/components/sections/home/stats-bar";
import { homeAboveFold } from "~/content/home";
import { pages } from "~/content/pages";
import { DeferHydration } from "~/lib/defer-hydration";
import { lazyInPlace } from "~/lib/lazy-in-place";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export const handle = audienceHandle("companies");

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seo(loaderData.page) : []);

// The opening copy and the search-engine text are loader data: the page is prerendered, so this
// runs at build time and the content modules stay out of the browser bundle.
export function loader() {
  return { ...homeAboveFold, page: pages.home };
}

const loadBelowFold = () => import("~/components/sections/home/home-below-fold");
const HomeBelowFold = lazyInPlace(loadBelowFold);

// On client-side navigations to "/", fetch the lower sections together with the data so the
// page renders complete. The first load hydrates from the prerendered HTML instead.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadBelowFold()]);
  return data;
}

export default function HomePage({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <HomeHero hero={content.hero} carousel={content.heroCarousel} />
      <StatsBar stats={content.stats} />
      {/* The prerendered HTML stays in place until the chunk hydrates it: no fallback, no shift. */}
      <DeferHydration>
        <HomeBelowFold />
      </DeferHydration>
    </>
  );
}
