// The parts of the site that live under one folder of every language (/<lang>/rules/…): each gets a
// contents page at its folder's address (src/site/SectionPage.astro), listing its sidebar groups.
import { SIDEBAR } from './sidebar.mjs';

/** @typedef {{ label: string; translations: Record<string, string | undefined>; items: { slug: string }[] }} SidebarGroup */

/**
 * The sidebar groups whose pages all live under `section/`, in sidebar order.
 * @param {string} section
 * @returns {SidebarGroup[]}
 */
export function sectionGroups(section) {
  return SIDEBAR.filter((g) => g.items.length > 0 && g.items.every((i) => i.slug.startsWith(`${section}/`)));
}

/** Every folder that holds whole sidebar groups. */
export const SECTIONS = [...new Set(SIDEBAR.flatMap((g) => g.items.map((i) => i.slug.split('/')).filter((p) => p.length > 1).map((p) => p[0])))].filter(
  (s) => sectionGroups(s).length > 0,
);
