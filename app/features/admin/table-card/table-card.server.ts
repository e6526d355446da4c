// The table card's PDF on demand. Its renderer (pdfkit, the QR library and the menu's fonts) loads
// at the first download, not at the server's start, as the menu's renderers do
// (app/features/menu/drawing/menu-files.server.ts).
import { config } from "#app/config.server.ts";
import { localizePath, type Lang } from "#app/lib/lang.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import type { TableCardSize } from "./rules/table-card-limits.ts";
import { readWifi } from "./wifi-store.server.ts";

/** The menu page's absolute address in a language: what the card's first QR code opens. */
export function menuPageUrl(lang: Lang): string {
  return new URL(localizePath("/menu", lang), config().SITE_URL).href;
}

export async function tableCardPdf(lang: Lang, size: TableCardSize): Promise<Buffer> {
  const { renderTableCard } = await import("./table-card-pdf.server.ts");
  return renderTableCard({ lang, size, house: (await currentFacts()).name, menuUrl: menuPageUrl(lang), wifi: await readWifi() });
}
