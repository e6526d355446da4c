import { useLocation } from "react-router";
import { ownerLangFromPathname, type OwnerLang } from "#app/lib/lang.ts";
import { adminText } from "./dictionary.ts";

/** The owners' area's language (from the address, like the public site) and its texts. */
export function useAdminText(): { lang: OwnerLang; t: (typeof adminText)[OwnerLang] } {
  const lang = ownerLangFromPathname(useLocation().pathname);
  return { lang, t: adminText[lang] };
}
