// The menu card page's "not today" switch (docs/product.md §14.7): what the page shows of the
// marks, and the answer to a tap, in the owners' language.
import { data } from "react-router";
import type { OwnerLang } from "#app/lib/lang.ts";
import { fill } from "#app/lib/fill.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { itemName, type MenuCard, type MenuItem } from "#app/features/menu/rules/menu.ts";
import { menuMessages } from "#app/features/menu/rules/menu-messages.ts";
import { notTodayItems, switchNotToday } from "#app/features/menu/today/not-today-store.server.ts";
import { adminText } from "../shell/dictionary.ts";
import { formatInstant } from "../shell/format.ts";

/** The card's items marked now, each with the end of its mark as the owners read it. */
export async function notTodayOfCard(card: MenuCard, now = new Date()): Promise<Record<number, string>> {
  const marks = await notTodayItems(now);
  return Object.fromEntries(card.items.flatMap((item) => (marks.has(item.id) ? [[item.id, formatInstant(marks.get(item.id)!, restaurantTimeZone)]] : [])));
}

export async function notTodayAction(item: MenuItem, on: boolean, formKey: string, lang: OwnerLang) {
  const t = adminText[lang];
  const result = await switchNotToday(item.id, on);
  if (!result.ok) return data({ error: menuMessages[lang].unknownItem }, { status: 409 });
  const name = itemName(item, lang);
  const notice = result.until
    ? fill(t.notTodayMarked, { name, until: formatInstant(result.until, restaurantTimeZone) })
    : fill(t.notTodayCleared, { name });
  return { formKey, notice };
}
