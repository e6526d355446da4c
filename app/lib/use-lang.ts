import { useLocation } from "react-router";
import { langFromPathname, type Lang } from "./lang.ts";

/** The page's language, read from the address like everywhere else (docs/product.md §10). */
export function useLang(): Lang {
  return langFromPathname(useLocation().pathname);
}
