import { Form, Link } from "react-router";
import type { Route } from "./+types/admin.texts";
import { INBOX_SEARCH_MAX_LENGTH } from "../features/admin/rules/admin-limits.ts";
import { countText } from "../features/admin/shell/count-text.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { TextBlockList } from "../features/admin/texts/text-block-list.tsx";
import { listTextBlocks, missingLanguages, searchTextBlocks } from "../features/admin/texts/text-editor.server.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { adminLook } from "../features/admin/shell/admin-look.ts";
import { CheckboxField, Field } from "../ui/field.lazy.tsx";
import { siteNameIn } from "../shell/content/root-data.ts";

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.textsTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, INBOX_SEARCH_MAX_LENGTH);
  const onlyMissing = params.get("missing") === "1";
  const all = await listTextBlocks();
  return {
    q,
    onlyMissing,
    pairs: searchTextBlocks(all, q, onlyMissing),
    missing: all.reduce((n, p) => n + missingLanguages(p).length, 0),
  };
}

export default function Texts({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const { q, onlyMissing, pairs, missing } = loaderData;
  const search = new URLSearchParams({ ...(q ? { q } : {}), ...(onlyMissing ? { missing: "1" } : {}) }).toString();
  return (
    <>
      <div className="admin-title">
        <h1>{t.textsTitle}</h1>
        <p className="admin-muted">{t.textsIntro}</p>
      </div>
      <Form method="get" className="admin-filters admin-filters__form admin-text-search" key={search}>
        <Field field={{ id: "texts-q" }} label={t.searchTexts} look={adminLook} className="admin-filters__search">
          <input name="q" type="search" defaultValue={q} />
        </Field>
        <CheckboxField label={t.onlyMissing} className="admin-check">
          <input id="texts-missing" name="missing" type="checkbox" value="1" defaultChecked={onlyMissing} />
        </CheckboxField>
        <div className="admin-filters__actions">
          <button className="admin-button" type="submit">
            {t.apply}
          </button>
          {search ? <Link to={adminHref(lang, "/texts")}>{t.clearFilters}</Link> : null}
        </div>
      </Form>
      <p className="admin-count" role="status">
        {countText(t, "texts", pairs.length)}
        {missing > 0 ? <span className="admin-missing">{countText(t, "missing", missing)}</span> : null}
      </p>
      {pairs.length > 0 ? <TextBlockList pairs={pairs} search={search ? `?${search}` : ""} /> : <p className="admin-empty">{t.noTexts}</p>}
    </>
  );
}
