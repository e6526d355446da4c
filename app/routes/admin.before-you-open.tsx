import type { Route } from "./+types/admin.before-you-open";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { beforeYouOpen } from "../features/admin/before-you-open/checklist.server.ts";
import { Checklist } from "../features/admin/before-you-open/checklist-view.tsx";
import { siteNameIn } from "../shell/content/root-data.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";
import "../features/admin/before-you-open/before-you-open.css";

// "Before you open" (docs/owners-guide.md): what is still a sample or not yet set up, derived
// from the site's state at each visit.

export function meta({ location, matches }: Route.MetaArgs) {
  const t = adminText[ownerLangFromPathname(location.pathname)];
  return [{ title: `${t.navBeforeYouOpen} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader() {
  return { entries: await beforeYouOpen() };
}

export default function BeforeYouOpenPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminText();
  return (
    <>
      <div className="admin-title">
        <h1>{t.navBeforeYouOpen}</h1>
        <p className="admin-muted">{t.byoIntro}</p>
      </div>
      <Checklist entries={loaderData.entries} />
    </>
  );
}
