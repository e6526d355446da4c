import { Link } from "react-router";
import { fill } from "#app/lib/fill.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { isOwnerLang, localizePath, type Lang, type OwnerLang } from "#app/lib/lang.ts";
import { languageNames, languageNamesInText } from "#app/lib/language-names.ts";
import { pagePath, type PageId } from "#app/shell/seo/pages.ts";
import type { TextBlockPair } from "./text-editor.server.ts";
import { ownerFirst } from "./owner-first.ts";
import { anchorOf, placeName, placeOfBlock, textPages, type BlockPlace } from "./text-block-places.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import "./texts.css";

function BlockText({ lang, version }: { lang: Lang; version: TextBlockPair["es"] }) {
  const { lang: ownerLang, t } = useAdminText();
  const label = languageNames(ownerLang)[lang];
  return (
    <div className={`admin-block__lang${version ? "" : " admin-block__lang--missing"}`}>
      <p className="admin-block__label">
        {label}
        {version ? null : <span className="admin-missing">{t.missing}</span>}
      </p>
      {version ? (
        <p className="admin-block__text texts-block__text" lang={lang}>
          {version.text}
        </p>
      ) : (
        <p className="admin-block__text admin-muted">{t.missingTranslation}</p>
      )}
    </div>
  );
}

/** The public address of a place, at its part's anchor when it has one, in the owner's language. */
export function placeHref(place: BlockPlace, lang: Lang): string {
  const anchor = anchorOf(place);
  return localizePath(pagePath(place.page), lang) + (anchor ? `#${anchor}` : "");
}

/** Links to the public pages where a block shows, in the owner's language. */
export function PlaceLinks({ places }: { places: readonly BlockPlace[] }) {
  const { lang } = useAdminText();
  return places.map((place, i) => (
    <span key={`${place.page}-${place.part}`}>
      {i > 0 ? ", " : null}
      <a href={placeHref(place, lang)} target="_blank" rel="noopener">
        {placeName(place, lang)}
      </a>
    </span>
  ));
}

/** A group of the list: a public page (or the blocks the site no longer names), its parts in order. */
type Group = { id: PageId | "other"; name: string; parts: { name: string; pairs: TextBlockPair[] }[] };

function groupsOf(pairs: readonly TextBlockPair[], lang: OwnerLang, otherName: string): Group[] {
  const groups: Group[] = (Object.keys(textPages) as PageId[]).map((page) => ({
    id: page,
    name: textPages[page].name[lang],
    parts: Object.values(textPages[page].parts).map((part: { name: Record<OwnerLang, string> }) => ({ name: part.name[lang], pairs: [] })),
  }));
  const other: Group = { id: "other", name: otherName, parts: [{ name: otherName, pairs: [] }] };
  for (const pair of pairs) {
    const place = placeOfBlock(`${pair.section}.${pair.value}`)?.places[0];
    if (!place) {
      other.parts[0]?.pairs.push(pair);
      continue;
    }
    const group = groups.find((g) => g.id === place.page);
    const index = Object.keys(textPages[place.page].parts).indexOf(place.part);
    group?.parts[index]?.pairs.push(pair);
  }
  return [...groups, other]
    .map((g) => ({ ...g, parts: g.parts.filter((p) => p.pairs.length > 0) }))
    .filter((g) => g.parts.length > 0);
}

function Block({ pair, search }: { pair: TextBlockPair; search: string }) {
  const { lang, t } = useAdminText();
  const key = `${pair.section}.${pair.value}`;
  const named = placeOfBlock(key);
  const title = named ? `${placeName(named.places[0], lang)} · ${named.name[lang]}` : key;
  // The owners' languages are shown whole; the other guest languages are named when missing.
  const missingElsewhere = ownerFirst(lang).filter((l) => !isOwnerLang(l) && !pair[l]);
  return (
    <li className="admin-block">
      <div className="admin-block__head">
        <h4 className="texts-block__name">{named ? named.name[lang] : key}</h4>
        <Link
          className="admin-button admin-button--small"
          to={adminHref(lang, `/texts/${encodeURIComponent(pair.section)}/${encodeURIComponent(pair.value)}`) + search}
          aria-label={fill(t.editOf, { key: title })}
        >
          {t.edit}
        </Link>
      </div>
      {named ? (
        <p className="texts-block__where">
          {t.textShownAt}{" "}
          <PlaceLinks places={named.places} />
        </p>
      ) : null}
      <div className="admin-block__pair">
        {ownerFirst(lang)
          .filter(isOwnerLang)
          .map((l) => (
            <BlockText key={l} lang={l} version={pair[l]} />
          ))}
      </div>
      {missingElsewhere.length > 0 ? (
        <p className="texts-block__langs">
          <span className="admin-missing">{fill(t.textsMissingIn, { languages: missingElsewhere.map((l) => languageNamesInText(lang)[l]).join(", ") })}</span>
        </p>
      ) : null}
      <p className="texts-block__key admin-muted">
        {t.textKey} <code>{key}</code>
      </p>
    </li>
  );
}

/**
 * Every block, grouped by the public page and the part of it where it shows, the owners' two
 * languages side by side (the owner's first) and the other guest languages named where they
 * are missing; the editor shows them all. The technical key is a detail under each. Each page is a fold of its own, so the
 * list is short on a phone; a search opens them all.
 */
export function TextBlockList({ pairs, search }: { pairs: readonly TextBlockPair[]; search: string }) {
  const { lang, t } = useAdminText();
  const groups = groupsOf(pairs, lang, t.textsElsewhere);
  const open = search !== "" || groups.length === 1;
  return (
    <>
      <nav className="texts-toc" aria-label={t.textsByPage}>
        <ul>
          {groups.map((g) => (
            <li key={g.id}>
              <a href={`#texts-${g.id}`}>
                {g.name} <span className="admin-muted">({g.parts.reduce((n, p) => n + p.pairs.length, 0)})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <details key={g.id} id={`texts-${g.id}`} className="texts-page" open={open}>
          <summary>
            <h2 className="texts-page__name">
              {g.name} <span className="admin-muted">({g.parts.reduce((n, p) => n + p.pairs.length, 0)})</span>
            </h2>
          </summary>
          {g.parts.map((part, i) => (
            <section key={part.name} className="admin-section texts-part" aria-labelledby={`texts-${g.id}-${i}`}>
              <h3 id={`texts-${g.id}-${i}`}>{g.id === "other" ? part.name : `${g.name} · ${part.name}`}</h3>
              <ul className="admin-blocks">
                {part.pairs.map((p) => (
                  <Block key={`${p.section}.${p.value}`} pair={p} search={search} />
                ))}
              </ul>
            </section>
          ))}
        </details>
      ))}
    </>
  );
}
