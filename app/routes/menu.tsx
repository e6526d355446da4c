import type { Route } from "./+types/menu";
import { langFromPathname } from "../lib/lang";
import { MenuContent } from "../features/menu/menu-content";
import { MenuIntro } from "../features/menu/menu-intro";
import { loadMenuPage } from "../features/menu/menu-page.server";
import { menuTexts } from "../features/menu/menu-texts";
import { metaFromLoader } from "../shell/seo/loader-meta";
import { publicPageMeta } from "../shell/seo/page-meta.server.ts";
import { PageHeader } from "../ui/page-header";

// docs/product.md §14: the menu from its data (images, PDF, text and JSON-LD all from one source).
export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  const [page, meta] = await Promise.all([loadMenuPage(lang, url.searchParams), publicPageMeta("menu", lang)]);
  // A filtered view (?diet=…) keeps the canonical of the whole menu and is not indexed on its own.
  return { ...page, meta: url.search ? [...meta, { name: "robots", content: "noindex, follow" }] : meta };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaFromLoader(loaderData);
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
