import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { fill } from "#app/lib/fill.ts";
import type { Lang } from "#app/lib/lang.ts";
import { languageNames } from "#app/lib/language-names.ts";
import { formatInstant } from "../shell/format.ts";
import type { Revision } from "./text-editor.server.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { RevisionItem } from "../shell/revision-item.tsx";

/** Earlier values of one language of a block, newest first, each restorable. */
export function RevisionList({ lang, revisions }: { lang: Lang; revisions: readonly Revision[] }) {
  const { lang: ownerLang, t } = useAdminText();
  const heading = `${t.earlierVersions} · ${languageNames(ownerLang)[lang]}`;
  return (
    <section className="admin-card" aria-label={heading}>
      <h2>{heading}</h2>
      {revisions.length === 0 ? <p className="admin-muted">{t.noEarlierVersions}</p> : null}
      <ol className="admin-revisions">
        {revisions.map((r) => (
          <RevisionItem
            key={r.id}
            text={r.text}
            lang={lang}
            byline={fill(t.replacedBy, { date: formatInstant(r.savedAt, restaurantTimeZone), who: r.savedBy ?? "—" })}
            name="revision"
            id={r.id}
            restore={t.restore}
          />
        ))}
      </ol>
    </section>
  );
}
