import { languages, otherOwnerLangs, type Lang, type OwnerLang } from "#app/lib/lang.ts";

/**
 * The guest languages in the order an owners' editor lists them: the owner's own language
 * first, then the owners' other language, then the rest in the list's order. On a phone the
 * editors stack, so the language the owner reads best is on top.
 */
export function ownerFirst(ownerLang: OwnerLang): Lang[] {
  const first: Lang[] = [ownerLang, ...otherOwnerLangs(ownerLang)];
  return [...first, ...languages.filter((lang) => !first.includes(lang))];
}
