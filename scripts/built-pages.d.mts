export interface BuiltPage {
  /** URL path, "/" for the home page. */
  page: string;
  /** The document's file. */
  file: string;
  /** The build folder its assets are served from. */
  dir: string;
}
export function pageFolders(buildDir: string): string[];
export function builtPages(buildDir?: string): BuiltPage[];
export function onRequestPages(baseUrl: string, built?: readonly { page: string }[]): Promise<string[]>;
