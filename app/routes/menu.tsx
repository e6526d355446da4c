import type { Route } from "./+types/menu";
import { langFromPathname } from "../features/language/lang";
import { MenuContent } from "../features/menu/menu-content";
import { MenuIntro } from "../features/menu/menu-intro";
import { loadMenuPage } from "../features/menu/menu-page.server";
import { menuTexts } from "../features/menu/menu-texts";
import { pageMeta, rootDataOf } from "../features/seo/page-meta";
import { pageTexts } from "../features/seo/page-texts";
import { PageHeader } from "../ui/page-header";

// Issue 5: the menu from its data (images, PDF, text and JSON-LD all from one source).
export async function loader({ url }: Route.LoaderArgs) {
  return loadMenuPage(langFromPathname(url.pathname));
}

export function meta({ matches, location }: Route.MetaArgs) {
  const lang = langFromPathname(location.pathname);
  return pageMeta({
    siteUrl: rootDataOf(matches)?.siteUrl ?? "",
    lang,
    path: "/menu",
    page: "menu",
    title: pageTexts[lang].menuTitle,
    description: pageTexts[lang].menuDescription,
  });
}

export default function Menu({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1}>
      <PageHeader title={menuTexts[loaderData.lang].heading}>
        <MenuIntro data={loaderData} />
      </PageHeader>
      <div className="container page-section">
        <MenuContent data={loaderData} />
      </div>
    </main>
  );
}
