import { defaultLang, localizePath, type Lang } from "#app/lib/lang.ts";

/**
 * Resolves once the site's menu files (its card images and PDFs) are drawn. A fresh DATA_DIR draws
 * them in the background after the start, and until then /menu shows the text menu and says the
 * cards are being prepared (app/features/menu/page/menu-page.server.ts); the PDF's own address
 * answers once they are there (app/routes/menu-pdf.ts). For a set-up whose tests read the cards.
 */
export async function menuFilesDrawn(siteUrl: string, lang: Lang = defaultLang): Promise<void> {
  const answer = await fetch(`${siteUrl}${localizePath("/menu.pdf", lang)}`);
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${localizePath("/menu.pdf", lang)} answered ${answer.status}: the menu's files were not drawn`);
}
