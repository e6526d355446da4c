import { Link, useLocation } from "react-router";
import { otherLangs, switchLangHref } from "#app/lib/lang.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { useRootData } from "../content/root-data.ts";

/** Shows each OTHER language's flag and goes to the same page and hash in it (docs/product.md §10). */
export function LanguageSwitch() {
  const location = useLocation();
  // Only the published languages (app/shell/languages/), each named in its own words: the root's data holds those.
  const switchWords = useRootData()?.switchWords ?? {};
  return otherLangs(useLang()).map((other) => {
    const label = switchWords[other];
    return label === undefined ? null : (
      <Link key={other} className="lang-switch" to={switchLangHref(location, other)} hrefLang={other} lang={other}>
        {/* The Union Jack for English, Spain's flag for Spanish (navigation.css). Decorative. */}
        <span className={`flag flag--${other}`} aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </Link>
    );
  });
}
