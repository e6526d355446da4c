import { useLocation } from "react-router";
import { langFromPathname, type Lang } from "../../../lib/lang";
import { adminText } from "./dictionary";

/** The owners' area's language (from the address, like the public site) and its texts. */
export function useAdminText(): { lang: Lang; t: (typeof adminText)[Lang] } {
  const lang = langFromPathname(useLocation().pathname);
  return { lang, t: adminText[lang] };
}
