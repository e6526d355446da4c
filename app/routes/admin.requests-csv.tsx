import type { Route } from "./+types/admin.requests-csv";
import { csvDocument } from "../lib/csv.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { formatInstantSortable, isoDateIn } from "../features/admin/shell/format.ts";
import { parseInboxFilter, requestsMatching } from "../features/admin/inbox/inbox.server.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { ownerLangFromPathname, type OwnerLang } from "../lib/lang.ts";
import { languageNames } from "../lib/language-names.ts";

// CSV export of the inbox's current filter (docs/product.md §13), every page of it. Dates as ISO and
// times as 24-hour HH:mm so a spreadsheet sorts them; the rest as the guest wrote it.
/** The downloaded file's name, before its date, in the owner's language. */
const csvFileName: Record<OwnerLang, string> = { en: "requests", es: "solicitudes" };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = ownerLangFromPathname(url.pathname);
  const t = adminText[lang];
  const rows = await requestsMatching(parseInboxFilter(url.searchParams));
  const header = [
    "id",
    `${t.received} (${restaurantTimeZone})`,
    t.status,
    t.name,
    t.email,
    t.phone,
    t.whatsapp,
    t.country,
    t.language,
    t.date,
    t.time,
    t.area,
    t.people,
    t.message,
  ];
  const body = rows.map((r) => [
    r.id,
    formatInstantSortable(r.createdAt, restaurantTimeZone),
    t[`status.${r.status}`],
    r.name,
    r.email,
    r.phone,
    r.whatsapp ? t.yes : t.no,
    r.country,
    languageNames(lang)[r.lang],
    r.reservationDate,
    r.reservationTime,
    r.area,
    r.pax,
    r.comment,
  ]);
  const name = `${csvFileName[lang]}-${isoDateIn(Date.now(), restaurantTimeZone)}.csv`;
  return new Response(csvDocument(header, body), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
