import { Link } from "react-router";
import type { Route } from "./+types/admin.photos";
import { fill } from "../lib/fill.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { formatInstant } from "../features/admin/shell/format.ts";
import { editableSlotsOf, groupLabel, mediaPages, pageLabel } from "../features/admin/photos/media-library.ts";
import { listEditableMedia, type SlotState } from "../features/admin/photos/media-library.server.ts";
import { MediaThumb } from "../features/admin/photos/media-thumb.tsx";
import { adminHref } from "../lib/admin-paths.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { PLACEHOLDER_VERSION } from "../features/media/rules/media-slots.ts";
import "../features/admin/photos/media.css";

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.mediaTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader() {
  return { slots: await listEditableMedia() };
}

function SlotCard({ state }: { state: SlotState }) {
  const { lang, t } = useAdminText();
  const { current } = state;
  const subject = state.subject[lang];
  return (
    <li className="admin-media-card">
      {current ? <MediaThumb slot={state.slot} kind={state.kind} version={current.version} width={current.width} height={current.height} alt="" drawing={state.drawing} /> : <span className="admin-thumb" />}
      <div className="admin-media-card__body">
        <h4 className="admin-media-card__subject">{subject}</h4>
        {state.kind === "photo" && current ? (
          <dl className="admin-media-card__alts">
            <dt>{t.english}</dt>
            <dd lang="en">{current.alt.en || <span className="admin-missing">{t.missing}</span>}</dd>
            <dt>{t.spanish}</dt>
            <dd lang="es">{current.alt.es || <span className="admin-missing">{t.missing}</span>}</dd>
          </dl>
        ) : null}
        <p className="admin-muted admin-media-card__version">
          {current
            ? current.version === PLACEHOLDER_VERSION
              ? state.kind === "photo"
                ? t.placeholderDrawing
                : t.placeholderVersion
              : `${fill(t.versionOf, { version: current.version })} · ${formatInstant(current.updatedAt, restaurantTimeZone)}`
            : t.missing}
        </p>
        <Link
          className="admin-button admin-button--small"
          to={adminHref(lang, `/photos/${state.slot}`)}
          aria-label={fill(t.editPhotoOf, { subject })}
        >
          {t.editPhoto}
        </Link>
      </div>
    </li>
  );
}

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminText();
  const bySlot = new Map(loaderData.slots.map((s) => [s.slot, s]));
  return (
    <>
      <div className="admin-title">
        <h1>{t.mediaTitle}</h1>
        <p className="admin-muted">{t.mediaIntro}</p>
      </div>
      {mediaPages.map((page) => (
        <section key={page.id} className="admin-section" aria-labelledby={`media-${page.id}`}>
          <h2 id={`media-${page.id}`}>{t[pageLabel(page.id)]}</h2>
          {page.groups.map((group) => (
            <section key={group} aria-labelledby={`media-group-${group}`}>
              <h3 id={`media-group-${group}`}>{t[groupLabel(group)]}</h3>
              <ul className="admin-media-grid">
                {editableSlotsOf(group).map((slot) => {
                  const state = bySlot.get(slot.id);
                  return state ? <SlotCard key={slot.id} state={state} /> : null;
                })}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </>
  );
}
