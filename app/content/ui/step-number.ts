/**
 * The words read before each numbered step's title by screen readers, in English. Its own module
 * so the step lists carry this one string rather than the whole section catalogue.
 */
export const STEP_NUMBER = "Step {{number}}:";
