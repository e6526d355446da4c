import { Link, useLocation } from "react-router";
import { defaultLang, otherLangs, switchLangHref } from "#app/lib/lang.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { useRootData } from "../content/root-data.ts";
import { navigationTexts } from "./navigation-texts.ts";

/** Shows each OTHER language's flag and goes to the same page and hash in it (docs/product.md §10). */
export function LanguageSwitch() {
  const location = useLocation();
  // Only the published languages (app/shell/languages/); on an error page without the root's data, only the default.
  const published = useRootData()?.langs ?? [defaultLang];
  return otherLangs(useLang())
    .filter((other) => published.includes(other))
    .map((other) => (
      <Link key={other} className="lang-switch" to={switchLangHref(location, other)} hrefLang={other} lang={other}>
        {/* The Union Jack for English, Spain's flag for Spanish (navigation.css). Decorative. */}
        <span className={`flag flag--${other}`} aria-hidden="true" />
        <span className="visually-hidden">{navigationTexts[other].switchLanguage}</span>
      </Link>
    ));
}
