import type { Route } from "./+types/admin.before-you-open";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { beforeYouOpen } from "../features/admin/before-you-open/checklist.server.ts";
import { Checklist } from "../features/admin/before-you-open/checklist-view.tsx";
import { siteNameIn } from "../shell/content/root-data.ts";
import "../features/admin/before-you-open/before-you-open.css";

// "Before you open" (docs/owners-guide.md): what is still a sample or not yet set up, derived
// from the site's state at each visit.

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
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
