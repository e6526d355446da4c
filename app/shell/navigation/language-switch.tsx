import { Link, useLocation } from "react-router";
import { otherLangs, switchLangHref, type Lang } from "#app/lib/lang.ts";
import { useLang } from "#app/lib/use-lang.ts";

/**
 * Shows each OTHER language's flag and goes to the same page and hash in it (docs/product.md §10).
 * `switchWords`: each published language's "View in …" (app/shell/languages/), from the root's data.
 */
export function LanguageSwitch({ switchWords }: { switchWords: Partial<Record<Lang, string>> }) {
  const location = useLocation();
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
