import * as React from "react";
import { captureAttribution, safeSessionStorage } from "./attribution";

/** Records where the visit came from, once, on the first page the visitor opens. */
export function useCaptureAttribution(): void {
  React.useEffect(() => {
    const storage = safeSessionStorage();
    if (!storage) return;
    try {
      captureAttribution(storage, window.location, document.referrer);
    } catch {
      // A full or blocked storage only costs us the attribution, never the page.
    }
  }, []);
}
