import type { Route } from "./+types/menu";
import { useTextBlocks } from "../features/content/root-data";
import { langFromPathname } from "../features/language/lang";
import { useLang } from "../features/language/use-lang";
import { fileAddresses } from "../features/media/file-addresses";
import { loadPhotoGroups } from "../features/media/media-store.server";
import { MenuCardImages } from "../features/menu-page/menu-card-images";
import { menuPageTexts } from "../features/menu-page/menu-page-texts";
import { pageMeta, rootDataOf } from "../features/seo/page-meta";
import { pageTexts } from "../features/seo/page-texts";
import { PageHeader } from "../ui/page-header";

export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  const { "menu-card": cards } = await loadPhotoGroups(lang, ["menu-card"]);
  return { cards };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const lang = langFromPathname(location.pathname);
  return pageMeta({
    siteUrl: rootDataOf(matches)?.siteUrl ?? "",
    lang,
    path: "/menu",
    title: pageTexts[lang].menuTitle,
    description: pageTexts[lang].menuDescription,
  });
}

export default function Menu({ loaderData }: Route.ComponentProps) {
  const text = useTextBlocks();
  const t = menuPageTexts[useLang()];
  return (
    <main id="main" tabIndex={-1}>
      <PageHeader title={t.heading}>
        <p className="menu-page__update">{text("carta", "actualizacion")}</p>
        <p>{text("carta", "disclaimer")}</p>
        <p className="menu-page__actions">
          <a href={fileAddresses["menu-pdf"]} className="button" download type="application/pdf">
            {t.downloadPdf}
          </a>
        </p>
      </PageHeader>
      <div className="container page-section">
        <MenuCardImages cards={loaderData.cards} />
      </div>
    </main>
  );
}
