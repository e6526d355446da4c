// The table card as a PDF (docs/owners-guide.md, "Table card"): below the signed-in layout, so only an owner
// gets it (it carries the Wi-Fi password); never stored by a browser or a proxy.
import { data } from "react-router";
import type { Route } from "./+types/admin.table-card-pdf";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { parseTableCardFileName } from "../features/admin/table-card/rules/table-card-limits.ts";
import { tableCardPdf } from "../features/admin/table-card/table-card.server.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";
import { publishedLangs } from "../shell/languages/published-languages.server.ts";

export async function loader({ params, url }: Route.LoaderArgs) {
  const card = parseTableCardFileName(params.file);
  // An unpublished language has no menu to lead to (admin.table-card.tsx offers none).
  if (!card || !(await publishedLangs()).includes(card.lang)) throw data(adminText[ownerLangFromPathname(url.pathname)].notFound, { status: 404 });
  const body = await tableCardPdf(card.lang, card.size);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${params.file}"`,
      "Content-Length": String(body.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
