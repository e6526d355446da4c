import { Link, useLocation } from "react-router";
import { otherLangs, switchLangHref, type Lang } from "#app/lib/lang.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { NavDropdown } from "./nav-dropdown.tsx";

/**
 * The published languages by their own names, each with its flag, going to the same page and hash
 * in it (docs/product.md §10). One other language: its link, in the bar. More: a dropdown named for
 * the page's language, listing the others. In the large screens' one row, the bar shows the flag
 * alone (the name stays the link's name, and is written in the dropdown's list). `names`: each published language's name in itself
 * (app/lib/language-names.ts), from the root's data; `label` says "Language" in the page's language.
 */
export function LanguageSwitch({ names, label }: { names: Partial<Record<Lang, string>>; label: string }) {
  const location = useLocation();
  const lang = useLang();
  const others = otherLangs(lang).filter((other) => names[other] !== undefined);
  const link = (other: Lang, className: string) => (
    <Link key={other} className={className} to={switchLangHref(location, other)} hrefLang={other} lang={other}>
      {/* Each language's flag is a picture in the stylesheet (navigation.css). Decorative: the name says it. */}
      <span className={`flag flag--${other}`} aria-hidden="true" />
      <span className="navbar__lang-name">{names[other]}</span>
    </Link>
  );
  if (others.length === 0) return null;
  if (others.length === 1) return <li className="navbar__lang navbar__lang--one">{link(others[0]!, "lang-switch")}</li>;
  return (
    <NavDropdown
      className="navbar__lang navbar__lang--list"
      label={
        <>
          <span className="visually-hidden">{label}: </span>
          <span className={`flag flag--${lang}`} aria-hidden="true" />
          <span className="navbar__lang-name">{names[lang]}</span>
        </>
      }
    >
      {others.map((other) => (
        <li key={other}>{link(other, "lang-switch nav-dropdown__link")}</li>
      ))}
    </NavDropdown>
  );
}
