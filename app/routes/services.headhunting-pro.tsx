import { ServicePage } from "~/components/sections/company/service-page";
import { iconMarkup } from "~/content/company-icons.server";
import { pages } from "~/content/pages";
import { servicePages } from "~/content/services";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/services.headhunting-pro";

// The content is loaded here, at build time, so it reaches the page as data, not as bundled code.
export function loader() {
  const content = servicePages["headhunting-pro"];
  return {
    content,
    icons: iconMarkup(content.included.items.map((item) => item.icon)),
    page: pages.headhunting,
  };
}

export const handle = audienceHandle("companies");

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seo(loaderData.page) : []);

export default function HeadhuntingPage({ loaderData }: Route.ComponentProps) {
  return <ServicePage content={loaderData.content} icons={loaderData.icons} />;
}
