export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Per category below 100, the ids of the audits that missed. */
  misses: Record<string, string[]>;
}

export function runLighthouse(url: string, port: number): Promise<LighthouseFigures>;
