import { useLocation, useMatches } from "react-router";
import { ownerLangFromPathname, type OwnerLang } from "#app/lib/lang.ts";
import type { AdminWords } from "./dictionary.ts";
import { adminWordsIn } from "./admin-words.ts";

/**
 * The owners' area's language (from the address, like the public site) and its words, from the
 * owners' layout's data (admin-words.ts). Every owners' page renders below that layout, whose
 * loader cannot fail, so the words are there; the layout's own error view is the one exception
 * and reads them with `useAdminWordsIfLoaded`.
 */
export function useAdminText(): { lang: OwnerLang; t: AdminWords } {
  const { lang, t } = useAdminWordsIfLoaded();
  if (!t) throw new Error("The owners' words are read outside the owners' layout.");
  return { lang, t };
}

/**
 * The owners' language and words, or no words when the layout's guard answered before its loader
 * ran. The layout is found among the matches, not by the address's language: the router matches
 * "/ES/ADMIN" to the Spanish layout, which an address read case by case calls English.
 */
export function useAdminWordsIfLoaded(): { lang: OwnerLang; t: AdminWords | undefined } {
  const lang = ownerLangFromPathname(useLocation().pathname);
  return { lang, t: adminWordsIn(useMatches()) };
}
