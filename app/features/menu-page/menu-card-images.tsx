import { useLang } from "../language/use-lang";
import { Picture } from "../media/picture";
import { largestSrc, type Photo } from "../media/photo";
import { menuPageTexts } from "./menu-page-texts";
import "./menu-page.css";

/**
 * The menu card as images, in the spec's order (§2). Each opens full size, for reading
 * on a phone. Issue 5 may replace the photos' source (images generated from the menu
 * data) without changing this markup.
 */
export function MenuCardImages({ cards }: { cards: Photo[] }) {
  const t = menuPageTexts[useLang()];
  return (
    <ol className="menu-cards" aria-label={t.cardsLabel}>
      {cards.map((card, i) => (
        <li key={card.slot} className="menu-cards__item">
          <a href={largestSrc(card)} className="menu-cards__link">
            <Picture
              photo={card}
              sizes="(min-width: 62rem) 22rem, (min-width: 40rem) 45vw, 100vw"
              loading={i === 0 ? "eager" : "lazy"}
            />
            <span className="visually-hidden">{t.openFullSize}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}
