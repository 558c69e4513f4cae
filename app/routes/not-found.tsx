import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/not-found-page";

// Answer unknown paths with a real 404 status, not a 200 "soft 404".
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
