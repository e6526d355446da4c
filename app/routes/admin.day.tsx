import type { Route } from "./+types/admin.day";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { DayChoices, DayView } from "../features/admin/day/day-view.tsx";
import { eveningDate, eveningOf, todayAndTomorrow } from "../features/admin/day/day.server.ts";
import { addDaysIso } from "../booking/reservation-dates.ts";
import { formatIsoDate } from "../features/admin/shell/format.ts";
import { siteFacts } from "../shell/content/site.ts";
import { langFromPathname } from "../lib/lang.ts";
import "../features/admin/day/day.css";

// The evening (docs/product.md §13): /admin/day is today in Havana, ?date=yyyy-MM-dd any day.

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = adminText[langFromPathname(location.pathname)];
  const day = loaderData ? `${formatIsoDate(loaderData.evening.date)} · ` : "";
  return [{ title: `${day}${t.dayTitle} · ${t.areaName} · ${siteFacts.name}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const date = eveningDate(new URL(request.url).searchParams.get("date"), now);
  return {
    evening: await eveningOf(date),
    ...todayAndTomorrow(now),
    previous: addDaysIso(date, -1),
    next: addDaysIso(date, 1),
  };
}

export default function DayPage({ loaderData }: Route.ComponentProps) {
  const { evening, today, tomorrow, previous, next } = loaderData;
  return (
    <div className="day-page">
      <DayChoices date={evening.date} today={today} tomorrow={tomorrow} previous={previous} next={next} />
      <DayView evening={evening} />
    </div>
  );
}
