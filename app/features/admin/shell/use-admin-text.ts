import { useLocation } from "react-router";
import { langFromPathname, type Lang } from "#app/lib/lang.ts";
import { adminText } from "./dictionary.ts";

/** The owners' area's language (from the address, like the public site) and its texts. */
export function useAdminText(): { lang: Lang; t: (typeof adminText)[Lang] } {
  const lang = langFromPathname(useLocation().pathname);
  return { lang, t: adminText[lang] };
}
