import { Link } from "react-router";
import type { Route } from "./+types/admin.menu";
import { fill } from "../lib/fill.ts";
import { countText } from "../features/admin/shell/count-text.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { formatInstant } from "../features/admin/shell/format.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { localizePath } from "../lib/lang.ts";
import { readMenu } from "../features/menu/store/menu-read.server.ts";
import { cardTitle } from "../features/menu/rules/menu.ts";
import { OtherLanguageTitles } from "#app/features/admin/menu/other-language-titles.tsx";
import "../features/admin/menu/menu-editor.css";

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.menuTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader() {
  const menu = await readMenu();
  return {
    cards: menu.cards.map(({ items, ...card }) => ({ ...card, items: items.length })),
    updatedAt: menu.updatedAt.getTime(),
    updatedBy: menu.updatedBy,
  };
}

export default function MenuEditor({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const { cards, updatedAt, updatedBy } = loaderData;
  return (
    <>
      <div className="admin-title">
        <h1>{t.menuTitle}</h1>
        <p className="admin-muted">{t.menuIntro}</p>
        <p className="admin-muted">
          {updatedBy && updatedBy !== "seed"
            ? fill(t.menuLastChange, { date: formatInstant(updatedAt, restaurantTimeZone), who: updatedBy })
            : t.menuSeeded}
        </p>
        <p>
          <a href={localizePath("/menu", lang)}>{t.viewPublicMenu}</a> · <Link to={adminHref(lang, "/menu/specials")}>{t.specialsLink}</Link>
        </p>
        <p className="admin-muted">{t.notTodayHint}</p>
        <p>
          <Link className="admin-button admin-button--quiet" to={adminHref(lang, "/menu/rates")}>
            {t.ratesLink}
          </Link>
        </p>
      </div>
      <ol className="admin-menu-cards">
        {cards.map((card) => {
          const title = cardTitle(card, lang);
          return (
            <li key={card.id} className="admin-menu-card">
              <div>
                <h2 className="admin-menu-card__title">{title}</h2>
                <p className="admin-muted">
                  <OtherLanguageTitles card={card} lang={lang} />
                  {countText(t, "items", card.items)}
                </p>
              </div>
              <Link className="admin-button admin-button--small" to={adminHref(lang, `/menu/${card.id}`)} aria-label={fill(t.editCardOf, { title })}>
                {t.edit}
              </Link>
            </li>
          );
        })}
      </ol>
    </>
  );
}
