// 'Download PDF Version' (docs/product.md §2) at a stable address per language, /menu.pdf and
// /es/menu.pdf: always the current menu, revalidated by its ETag (the file's hash), saved under
// the restaurant's name in force.
import fs from "node:fs/promises";
import type { Route } from "./+types/menu-pdf";
import { langFromPathname } from "../lib/lang.ts";
import { currentMenuEdition } from "../features/menu/drawing/menu-edition.server.ts";
import { menuFilePath, menuLanguageFiles } from "../features/menu/drawing/menu-files.server.ts";
import { menuPdfFileName } from "#app/features/menu/rules/menu-urls.ts";

// The language comes from the normalized `url`, not request.url (which keeps ".data" on
// client navigations; see app/root.tsx).
export async function loader({ request, url }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  const { edition } = await currentMenuEdition();
  // Only published languages are drawn; an unpublished one's address is a 404 before this runs.
  // A drawing under way: this language's PDF as soon as it is drawn, not after the others'.
  const files = await menuLanguageFiles(edition, lang);
  if (!files) throw new Response(null, { status: 404 });
  const { file } = files.pdf;
  const etag = `"${file.replace(/\.pdf$/, "")}"`;
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${menuPdfFileName(edition.house, lang)}"`,
    "Cache-Control": "public, no-cache",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const body = await fs.readFile(menuFilePath(file));
  return new Response(new Uint8Array(body), { headers: { ...headers, "Content-Length": String(body.length) } });
}
