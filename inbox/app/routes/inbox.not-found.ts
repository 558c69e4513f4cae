import { data } from "react-router";

/** A path under /inbox that is no page: 404, shown by the root's error page. */
export function loader() {
  throw data(null, { status: 404 });
}
