import { data } from "react-router";
import { NotFoundPage } from "~/features/site-search/not-found-page";
import { notFoundSearchData } from "~/features/site-search/search-index.server";
import type { Route } from "./+types/not-found";

// Answer unknown paths with a real 404 status, not a 200 "soft 404", with the page list to search
// (and the results of `?q=`, for a search sent without JavaScript).
export function loader({ request }: Route.LoaderArgs) {
  return data(notFoundSearchData(request), { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage search={loaderData} />;
}
