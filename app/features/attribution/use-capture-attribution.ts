import * as React from "react";

/**
 * Records where the visit came from, once, on the first page the visitor opens. The capture code
 * is a chunk of its own, fetched after the first render: no page needs it to paint.
 */
export function useCaptureAttribution(): void {
  React.useEffect(() => {
    void import("./capture").then(({ captureVisitAttribution }) => captureVisitAttribution());
  }, []);
}
