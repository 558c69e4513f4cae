import * as React from "react";

/** Logs the path a visitor tried to reach, once the not-found page runs in the browser. */
export function useLogAttemptedPath(pathname: string) {
  React.useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
}
