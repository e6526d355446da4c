import { Form } from "react-router";
import { formatBytes } from "#app/features/media/rules/media-upload.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { PLACEHOLDER_VERSION, type MediaSlot } from "#app/features/media/rules/media-slots.ts";
import { fill } from "#app/lib/fill.ts";
import { formatInstant } from "../shell/format.ts";
import type { SlotVersion } from "./media-library.server.ts";
import { MediaThumb, pdfVersionUrl } from "./media-thumb.tsx";
import { useAdminText } from "../shell/use-admin-text.ts";
import type { VersionIntent } from "./version-action-schema.ts";

export type MediaVersionsProps = {
  slot: string;
  kind: MediaSlot["kind"];
  current: number | undefined;
  versions: readonly SlotVersion[];
  /** The slot's own drawing, shown for its placeholder version. */
  drawing: string | undefined;
};

/** Every version a slot kept, newest first; any but the current one can come back, or be deleted. */
export function MediaVersions({ slot, kind, current, versions, drawing }: MediaVersionsProps) {
  const { lang, t } = useAdminText();
  return (
    <section className="admin-card" aria-labelledby="media-versions">
      <h2 id="media-versions">{t.versionsTitle}</h2>
      {versions.length < 2 ? <p className="admin-muted">{t.noOtherVersions}</p> : null}
      <ol className="admin-media-versions">
        {versions.map((v) => {
          const label = fill(t.versionOf, { version: v.version });
          const when = formatInstant(v.createdAt, restaurantTimeZone);
          return (
            <li key={v.version} className="admin-media-version" aria-current={v.version === current ? "true" : undefined}>
              <MediaThumb slot={slot} kind={kind} version={v.version} width={v.width} height={v.height} alt="" drawing={drawing} />
              <div className="admin-media-version__body">
                <h3 className="admin-media-version__title">
                  {label}
                  {v.version === current ? <span className="admin-current">{t.currentVersion}</span> : null}
                </h3>
                <p className="admin-muted">
                  {v.version === PLACEHOLDER_VERSION || !v.createdBy
                    ? `${kind === "photo" ? t.placeholderDrawing : t.placeholderVersion} · ${fill(t.uploadedOn, { date: when })}`
                    : fill(t.uploadedBy, { date: when, who: v.createdBy })}
                </p>
                <p className="admin-muted">
                  {/* A photo's stored bytes add up all its encodings: its size in pixels says more. */}
                  {kind === "pdf" ? (
                    <a href={pdfVersionUrl(slot, v.version)} type="application/pdf">
                      {fill(t.openPdf, { size: formatBytes(v.bytes, lang) })}
                    </a>
                  ) : v.width && v.height ? (
                    fill(t.sizeOf, { width: v.width, height: v.height })
                  ) : null}
                </p>
                {v.version !== current ? (
                  <div className="admin-media-version__actions">
                    <VersionAction intent="restore" version={v.version} label={fill(t.restoreVersion, { version: v.version })} />
                    {/* Not public any more (only its owners see it): deleting removes the files too. */}
                    <VersionAction intent="delete-version" version={v.version} label={fill(t.deleteVersion, { version: v.version })} quiet />
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** One button that acts on one version (the route's action reads it with versionActionSchema). */
function VersionAction({ intent, version, label, quiet = false }: { intent: VersionIntent; version: number; label: string; quiet?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <button className={quiet ? "admin-button admin-button--small admin-button--quiet" : "admin-button admin-button--small"} type="submit">
        {label}
      </button>
    </Form>
  );
}
