import * as React from "react";

/**
 * Records where the visit came from, once, on the first page the visitor opens. The capture code
 * is a chunk of its own, fetched after the first render: no page needs it to paint.
 */
export function useCaptureAttribution(): void {
  React.useEffect(() => {
    void import("./attribution").then(({ captureAttribution, safeSessionStorage }) => {
      const storage = safeSessionStorage();
      if (!storage) return;
      try {
        captureAttribution(storage, window.location, document.referrer);
      } catch {
        // A full or blocked storage only costs us the attribution, never the page.
      }
    });
  }, []);
}
