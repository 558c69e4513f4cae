// The part of jsdom's API the figure audit uses; the package ships no types of its own and
// @types/jsdom is not a dependency.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: Document };
  }
}
