import { useAdminText } from "../shell/use-admin-text.ts";
import { guestNewsTexts } from "./guest-news-texts.ts";
import type { GuestNews } from "./guest-news.server.ts";

/** The marks on a request's card for its guest's unread message or cancellation; nothing when there is none. */
export function GuestNewsMarks({ news }: { news: GuestNews }) {
  const { lang } = useAdminText();
  if (!news.message && !news.cancellation) return null;
  const texts = guestNewsTexts[lang];
  return (
    <ul className="admin-guest-news">
      {news.cancellation ? <li>{texts.unreadCancellation}</li> : null}
      {news.message ? <li>✉ {texts.unreadMessage}</li> : null}
    </ul>
  );
}

export const hasGuestNews = (news: GuestNews) => news.message || news.cancellation;
