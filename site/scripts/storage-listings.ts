/**
 * What a page Astro builds shows from storage (SPEC §7): the home page's logo grid and its
 * testimonial avatars are skeletons in the HTML (app/components/sections/home/logo-grid.tsx,
 * testimonials-carousel.tsx), filled here from the storage listings once the page has loaded,
 * so nothing is fetched before its first paint.
 */

import { displayNameFromFile, fetchStorageListing } from "~/features/storage/storage-listing";
import type { StorageBucket, StorageFile } from "~/features/storage/storage-path";

/** Fills every logo grid and testimonial carousel in `root` once the page has loaded. */
export function fillFromStorageAfterLoad(root: Document = document): void {
  const fill = () => {
    for (const tiles of root.querySelectorAll<HTMLElement>("[data-listing]")) void fillLogoTiles(tiles);
    for (const carousel of root.querySelectorAll<HTMLElement>("[data-avatars]")) void fillAvatars(carousel);
  };
  if (root.readyState === "complete") fill();
  else window.addEventListener("load", fill, { once: true });
}

/** A copy of the element in the `<template>` matching `selector`. */
function fromTemplate<T extends Element>(scope: ParentNode, selector: string): T | null {
  const template = scope.querySelector<HTMLTemplateElement>(selector);
  return (template?.content.firstElementChild?.cloneNode(true) as T | undefined) ?? null;
}

/**
 * A row of logo tiles: the listed files from `data-start` on take the tiles, in order; the other
 * tiles stay empty. A logo whose file fails to load removes itself, so no broken image shows.
 */
async function fillLogoTiles(tiles: HTMLElement): Promise<void> {
  const { listing, prefix, limit, start, errorMessage = "" } = tiles.dataset;
  const result = await fetchStorageListing(listing as StorageBucket, {
    prefix,
    limit: Number(limit),
    errorMessage,
  });
  const files = result.files.slice(Number(start));
  const section = tiles.closest("section") ?? tiles.ownerDocument;
  [...tiles.children].forEach((tile, index) => {
    tile.classList.remove("motion-safe:animate-pulse");
    tile.replaceChildren();
    const file = files[index];
    const image = file ? fromTemplate<HTMLImageElement>(section, "template[data-logo-template]") : null;
    if (!file || !image) return;
    image.alt = displayNameFromFile(file.name);
    image.addEventListener("error", () => image.remove(), { once: true });
    image.src = file.url;
    tile.removeAttribute("aria-hidden");
    tile.append(image);
  });
  tiles.dataset.status = result.status;
  tiles.setAttribute("aria-busy", "false");
}

/**
 * Each slide's avatar: the Clients bucket's image for it (cycled by index), or its initials when
 * there is none or the image fails to load.
 */
async function fillAvatars(carousel: HTMLElement): Promise<void> {
  const { avatars, avatarLimit, avatarError = "" } = carousel.dataset;
  const result = await fetchStorageListing(avatars as StorageBucket, {
    limit: Number(avatarLimit),
    errorMessage: avatarError,
  });
  const initials = (mark: Element) => {
    const badge = fromTemplate<HTMLElement>(carousel, 'template[data-avatar-template="initials"]');
    if (!badge) return;
    badge.textContent = mark instanceof HTMLElement ? (mark.dataset.initials ?? "") : "";
    mark.replaceWith(badge);
  };
  carousel.querySelectorAll<HTMLElement>('[data-avatar="loading"]').forEach((mark, index) => {
    const file: StorageFile | undefined = result.files[index % Math.max(1, result.files.length)];
    const image = file
      ? fromTemplate<HTMLImageElement>(carousel, 'template[data-avatar-template="image"]')
      : null;
    if (!file || !image) {
      initials(mark);
      return;
    }
    image.dataset.initials = mark.dataset.initials;
    image.addEventListener("error", () => initials(image), { once: true });
    image.src = file.url;
    mark.replaceWith(image);
  });
}
