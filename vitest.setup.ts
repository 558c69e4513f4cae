import "@testing-library/jest-dom/vitest";

// jsdom lays nothing out and has no scrolling: scrolling an element into view does nothing there.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
