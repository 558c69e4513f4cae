import type { ClientDirective } from "astro";

/**
 * `client:interaction`: hydrates an island when the visitor first uses it (a press, a key, an
 * edit), so its framework loads only then. Focus alone does not count: a dialog that opens by
 * itself puts focus in its first field, and that is not the visitor's doing. Until then the
 * island is its static HTML, whose fields already take input (the component takes it over when
 * it mounts). Registered in astro.config.mjs; Astro writes it into each page that uses it.
 */
const interactionDirective: ClientDirective = (load, _options, island) => {
  const events = ["pointerdown", "keydown", "input", "change", "click"] as const;
  const hydrate = async () => {
    for (const type of events) island.removeEventListener(type, hydrate, true);
    await (await load())();
  };
  for (const type of events) island.addEventListener(type, hydrate, true);
};

export default interactionDirective;

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first press, key or edit inside the island. */
    "client:interaction"?: boolean;
  }
}
