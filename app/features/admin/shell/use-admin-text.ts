import { useLocation, useRouteLoaderData } from "react-router";
import { ownerLangFromPathname, type OwnerLang } from "#app/lib/lang.ts";
import type { AdminWords } from "./dictionary.ts";
import { adminLayoutId, type AdminLayoutData } from "./admin-words.ts";

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

/** The owners' language and words, or no words when the layout's guard answered before its loader ran. */
export function useAdminWordsIfLoaded(): { lang: OwnerLang; t: AdminWords | undefined } {
  const lang = ownerLangFromPathname(useLocation().pathname);
  const layout = useRouteLoaderData(adminLayoutId(lang)) as AdminLayoutData | undefined;
  return { lang, t: layout?.words };
}
