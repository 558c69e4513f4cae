/**
 * The e-mails' way to an estimate: the figures of a calculator state (figures.ts) with the U.S.
 * references of us-wage-benchmarks.ts. The page never imports this module, so the table of all
 * roles stays out of its JavaScript.
 */

import { wageBenchmarkFor } from "~/content/us-wage-benchmarks";
import { type EstimateFigures, figuresWith } from "./figures";
import type { CalculatorState } from "./url-state";

export type { EstimateFigures } from "./figures";

export function estimateFigures(state: CalculatorState): EstimateFigures {
  return figuresWith(state, wageBenchmarkFor);
}
