import { Link } from "react-router";
import { fill } from "#app/lib/fill.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { findSlot } from "#app/features/media/rules/media-slots.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import type { AdminTextKey } from "../shell/dictionary.ts";
import { groupLabel, mediaPages, pageLabel, placeOf } from "../photos/media-library.ts";
import type { ChecklistEntry } from "./checklist.server.ts";
import type { CheckId, OpenCheck } from "./rules/checklist.ts";
import type { Fix } from "./rules/fixes.ts";

const titleOf = (id: CheckId): AdminTextKey => `byo.${id}.title`;

/** The list: what is still to do, each with why and where to fix it, then what is done, ticked. */
export function Checklist({ entries }: { entries: readonly ChecklistEntry[] }) {
  const { t } = useAdminText();
  const open = entries.filter((e) => e.open !== null);
  const done = entries.filter((e) => e.open === null);
  return (
    <>
      <p className="byo-status" role="status">
        {open.length === 0 ? t.byoAllDone : fill(open.length === 1 ? t.byoLeftOne : t.byoLeftOther, { n: open.length })}
      </p>
      {open.length > 0 ? (
        <section className="admin-section" aria-labelledby="byo-to-do">
          <h2 id="byo-to-do">{t.byoToDo}</h2>
          <ol className="byo-list">
            {open.map((entry) => (
              <li key={entry.id} className="admin-card byo-item">
                <h3 id={`byo-${entry.id}`}>{t[titleOf(entry.id)]}</h3>
                {entry.open ? <OpenDetail check={entry.open} /> : null}
                <FixLine fix={entry.fix} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {done.length > 0 ? (
        <section className="admin-section" aria-labelledby="byo-done">
          <h2 id="byo-done">{t.byoDone}</h2>
          <ul className="byo-done">
            {done.map((entry) => (
              <li key={entry.id}>
                <span aria-hidden="true">✓ </span>
                {t[titleOf(entry.id)]}
                <span className="admin-visually-hidden">: {t.byoDoneMark}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function OpenDetail({ check }: { check: OpenCheck }) {
  const { t } = useAdminText();
  switch (check.id) {
    case "photos":
      return (
        <>
          <p>{fill(check.slots.length === 1 ? t["byo.photos.openOne"] : t["byo.photos.openOther"], { n: check.slots.length })}</p>
          <PlaceholderSlots slots={check.slots} />
        </>
      );
    case "facts":
      return (
        <>
          <p>{t["byo.facts.open"]}</p>
          <ul className="byo-facts">
            {check.facts.map((fact) => (
              <li key={fact}>{t[`byo.fact.${fact}`]}</li>
            ))}
          </ul>
        </>
      );
    case "site-url":
      return <p className="admin-break">{fill(t[`byo.site-url.${check.problem}`], { url: check.url })}</p>;
    default:
      return <p>{t[`byo.${check.id}.open`]}</p>;
  }
}

/** The placeholder slots by the page and the part of it that shows them, each linked to its upload. */
function PlaceholderSlots({ slots }: { slots: readonly string[] }) {
  const { lang, t } = useAdminText();
  const placed = slots.flatMap((id) => {
    const slot = findSlot(id);
    const place = slot && placeOf(slot);
    return slot && place ? [{ slot, place }] : [];
  });
  return (
    <details className="byo-slots">
      <summary>{t.byoWhichPhotos}</summary>
      {mediaPages.map((page) => {
        const onPage = placed.filter((p) => p.place.page === page.id);
        if (onPage.length === 0) return null;
        return (
          <section key={page.id} aria-labelledby={`byo-page-${page.id}`}>
            <h4 id={`byo-page-${page.id}`}>{t[pageLabel(page.id)]}</h4>
            <ul>
              {onPage.map(({ slot, place }) => (
                <li key={slot.id}>
                  <span className="byo-slot-group">{t[groupLabel(place.group)]}: </span>
                  <Link to={adminHref(lang, `/photos/${slot.id}`)}>{slot.subject[lang]}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </details>
  );
}

function FixLine({ fix }: { fix: Fix }) {
  const { lang, t } = useAdminText();
  if (fix.kind === "page") {
    return (
      <p className="byo-fix">
        <Link className="admin-button admin-button--small" to={adminHref(lang, fix.path)}>
          {fill(t.byoGoTo, { page: t[fix.page] })}
        </Link>
      </p>
    );
  }
  return (
    <p className="byo-fix byo-fix--helper">
      <span className="byo-fix__where">{t.byoAskHelperTitle}: </span>
      {fill(t[fix.ask], { doc: fix.doc })}
    </p>
  );
}
