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
