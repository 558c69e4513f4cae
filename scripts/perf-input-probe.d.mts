/** What the page under test looks for once the click has come: the menu or dialog it opens. */
export interface InputTarget {
  /** A CSS selector of the element that shows the result. */
  selector: string;
  /** For dialogs: the text their accessible name (the title) must contain. */
  title?: string;
}

/** What the probe records in the page (times on the page's performance.now() clock, in ms). */
export interface InputProbe {
  /** The timestamp of the first trusted pointerdown. */
  start: number | null;
  /** The end of the first frame that showed the target after it. */
  end: number | null;
  /** Whether React had hydrated the page when the pointerdown came. */
  liveAtClick: boolean;
  /** The Event Timing entries of interactions, 16 ms and longer. */
  events: Array<{ name: string; interactionId: number; startTime: number; duration: number }>;
}

declare global {
  interface Window {
    __inputProbe?: InputProbe;
  }
}

/** Runs in the page before its own scripts: records the first click's latency to `target`. */
export declare function installInputProbe(target: InputTarget): void;
