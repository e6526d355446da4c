import { useId, useState } from "react";
import { Link, NavLink } from "react-router";
import { cityMapPath } from "../content/site.ts";
import { useSiteFacts } from "../content/root-data.ts";
import { localizePath, type Lang } from "#app/lib/lang.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { bookingHref, homeAnchors } from "./anchors.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";
import type { NavigationWords } from "./navigation-texts.ts";
import "./navigation.css";

/**
 * The navigation bar of docs/product.md §2. `variant` "home" is transparent over the banner;
 * "page" is the dark wine-red bar of every other page. Below the large breakpoint
 * the items collapse behind a toggle button; "Book a table" stays beside it, in view. On a page
 * sent without scripts (`scripts` false) the toggle is a checkbox's label: it opens the list
 * with CSS alone (navigation.css). Its words `t` and the language switch's come with the root's data, in the page's language.
 */
export function MainNav({
  variant,
  scripts = true,
  t,
  languageNames,
}: {
  variant: "home" | "page";
  scripts?: boolean;
  t: NavigationWords;
  /** Each published language's name in itself (app/lib/language-names.ts). */
  languageNames: Partial<Record<Lang, string>>;
}) {
  const lang = useLang();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const home = localizePath("/", lang);
  const facts = useSiteFacts();
  const homestay = facts?.sisterSites[0];

  return (
    <div className={`navbar navbar--${variant}`} data-expanded={expanded}>
      <div className="navbar__inner">
        <Link to={home} className="navbar__brand" id="top">
          <span className="navbar__brand-name">{facts?.name}</span>
          <span className="visually-hidden">, {t.brandHome}</span>
        </Link>
        <Link to={bookingHref(lang)} className="navbar__book">
          {t.book}
        </Link>
        {/* A page without scripts is only ever rendered by the server: the browser's bundle leaves the label out. */}
        {scripts || !import.meta.env.SSR ? (
          <button
            type="button"
            className="navbar__toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((e) => !e)}
          >
            <span className="navbar__toggle-bars" aria-hidden="true" />
            <span className="visually-hidden">{t.toggle}</span>
          </button>
        ) : (
          <>
            <input type="checkbox" id={`${listId}-toggle`} className="navbar__check" aria-controls={listId} />
            <label htmlFor={`${listId}-toggle`} className="navbar__toggle">
              <span className="navbar__toggle-bars" aria-hidden="true" />
              <span className="visually-hidden">{t.toggle}</span>
            </label>
          </>
        )}
        <nav className="navbar__nav" aria-label={t.navLabel}>
          <ul
            id={listId}
            className="navbar__list"
            onClick={(e) => {
              if ((e.target as Element).closest("a")) setExpanded(false);
            }}
            onKeyDown={(e) => {
              if (e.key === "Escape" && expanded) setExpanded(false);
            }}
          >
            <li>
              <NavLink to={home} end className="nav-link">
                {t.home}
              </NavLink>
            </li>
            <NavDropdown label={t.menu}>
              <li>
                <NavLink to={localizePath("/photos", lang)} className="nav-dropdown__link">
                  {t.menuPhotos}
                </NavLink>
              </li>
              <li>
                <NavLink to={localizePath("/menu", lang)} className="nav-dropdown__link">
                  {t.menuCard}
                </NavLink>
              </li>
            </NavDropdown>
            <NavDropdown label={t.thingsToDo}>
              {homestay ? (
                <li>
                  <a href={homestay.url} className="nav-dropdown__link">
                    {t.homestay}
                  </a>
                </li>
              ) : null}
              <li>
                <a href={cityMapPath} className="nav-dropdown__link" download type="application/pdf">
                  {t.cityMap}
                </a>
              </li>
            </NavDropdown>
            <li>
              {/* On home this only scrolls (smoothly, app/ui/base.css); elsewhere it opens home at the anchor. */}
              <Link to={`${home}#${homeAnchors.owners}`} className="nav-link">
                {t.aboutUs}
              </Link>
            </li>
            <li>
              <Link to={`${home}#${homeAnchors.contact}`} className="nav-link">
                {t.contactUs}
              </Link>
            </li>
            <LanguageSwitch names={languageNames} label={t.language} />
          </ul>
        </nav>
      </div>
    </div>
  );
}
