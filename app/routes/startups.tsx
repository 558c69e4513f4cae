import { IndustryPage } from "~/components/sections/industry-page";
import { iconMarkup } from "~/content/company-icons.server";
import { industryPages } from "~/content/industry-pages";
import { pages } from "~/content/pages";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/startups";

// The content is loaded here, at build time, so it reaches the page as data, not as bundled code.
export function loader() {
  const content = industryPages.startups;
  return { content, page: pages.startups, icons: iconMarkup(content.roles.items.map((role) => role.icon)) };
}

export const handle = audienceHandle("companies");

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seo(loaderData.page) : []);

export default function StartupsPage({ loaderData }: Route.ComponentProps) {
  return <IndustryPage content={loaderData.content} icons={loaderData.icons} />;
}
