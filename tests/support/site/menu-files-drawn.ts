import { defaultLang, localizePath, type Lang } from "#app/lib/lang.ts";

/**
 * Resolves once the site's menu files (its card images and PDF) in `lang` are drawn. A fresh
 * DATA_DIR draws them in the background after the start, one language after the other, and until
 * a language's are there its /menu shows the text menu and says the cards are being prepared
 * (app/features/menu/page/menu-page.server.ts); the PDF's own address answers once they are
 * (app/routes/menu-pdf.ts). For a set-up whose tests read the cards: wait for each language read
 * where the page does not wait for its files (MENU_PAGE_WAIT_MS 0).
 */
export async function menuFilesDrawn(siteUrl: string, lang: Lang = defaultLang): Promise<void> {
  const answer = await fetch(`${siteUrl}${localizePath("/menu.pdf", lang)}`);
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${localizePath("/menu.pdf", lang)} answered ${answer.status}: the menu's files were not drawn`);
}
