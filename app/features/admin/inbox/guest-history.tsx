import { Link } from "react-router";
import { adminHref } from "#app/lib/admin-paths.ts";
import { fill } from "#app/lib/fill.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import type { GuestHistory } from "./guest-history.server.ts";
import { guestHistoryTexts } from "./guest-history-texts.ts";
import { inboxSearch } from "./inbox-search.ts";
import "./guest-history.css";

/**
 * "3 earlier requests, 1 no-show": what the owners know of a guest before deciding
 * (guest-history.server.ts). Nothing when this is the guest's first request.
 */
export function GuestHistoryLine({ history, email, phone }: { history: GuestHistory; email: string; phone: string }) {
  const { lang } = useAdminText();
  if (history.earlier === 0) return null;
  const t = guestHistoryTexts[lang];
  const earlier = fill(history.earlier === 1 ? t.earlierOne : t.earlierOther, { n: history.earlier });
  const noShows = fill(history.noShows === 0 ? t.noShowNone : history.noShows === 1 ? t.noShowOne : t.noShowOther, { n: history.noShows });
  // The inbox's search finds the guest's requests by the e-mail (or, without one, the phone).
  const q = email.trim() || phone.trim();
  return (
    <section className={`admin-card admin-guest-history${history.noShows > 0 ? " admin-guest-history--no-shows" : ""}`} aria-labelledby="guest-history">
      <h2 id="guest-history">{t.heading}</h2>
      <p>
        <strong>{`${earlier}, ${noShows}.`}</strong>{" "}
        <span className="admin-muted">{t.sameGuest}</span>
      </p>
      {q ? (
        <p>
          <Link to={`${adminHref(lang, "/requests")}${inboxSearch({ status: null, from: null, to: null, q, page: 1 })}`}>{t.find}</Link>
        </p>
      ) : null}
    </section>
  );
}
