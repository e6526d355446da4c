import type { MenuCardImage, MenuPageWords } from "../page/menu-page-data.ts";
import { fill } from "#app/lib/fill.ts";
import "./menu-card-images.css";

/**
 * The nine menu-card images (docs/product.md §2), drawn from the menu data. Each opens full size
 * for zooming on a phone. They come after the menu as text, below the first screen: each loads
 * as it comes near, and all have their size set, so nothing shifts while they load.
 */
export function MenuCardImages({ images, t }: { images: MenuCardImage[]; t: Pick<MenuPageWords, "cardsLabel" | "cardZoom" | "cardAlt"> }) {
  return (
    <ul className="menu-card-images" aria-label={t.cardsLabel}>
      {images.map((image) => (
        <li key={image.cardId}>
          <a className="menu-card-images__link" href={image.png} aria-label={fill(t.cardZoom, { title: image.title })}>
            <picture>
              <source type="image/webp" srcSet={image.webp} />
              <img
                src={image.png}
                width={image.width}
                height={image.height}
                alt={fill(t.cardAlt, { title: image.title })}
                loading="lazy"
                decoding="async"
              />
            </picture>
          </a>
        </li>
      ))}
    </ul>
  );
}
