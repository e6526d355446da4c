// Addresses of the menu's generated files (pure: used by components and routes).
import { localizePath, type Lang } from "#app/lib/lang.ts";

/** Generated files are named by the hash of what they show: their URL never changes meaning. */
export const menuFilePattern = /^[0-9a-f]{20}\.(png|webp|pdf)$/;

export function menuFileUrl(file: string): string {
  return `/menu-files/${file}`;
}

/** The stable address of the current PDF in a language: /menu.pdf, /es/menu.pdf. */
export function menuPdfPath(lang: Lang): string {
  return localizePath("/menu.pdf", lang);
}

/**
 * The name a downloaded PDF is saved under, from the restaurant's name in force:
 * "La Terraza Trinidad", "es" → "la-terraza-trinidad-menu-es.pdf" (accents dropped, plain ASCII,
 * so every browser and file system keeps it as it is).
 */
export function menuPdfFileName(house: string, lang: Lang): string {
  const words = house
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return [...words, "menu", lang].join("-") + ".pdf";
}
