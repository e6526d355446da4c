import { MenuUpdateNote, PriceDisclaimer } from "./menu-notes.tsx";
import type { MenuPageView } from "./menu-page-data.ts";
import { MenuPdfLink } from "../pdf/menu-pdf-link.tsx";
import "./menu-intro.css";

/**
 * What /menu says under its heading, in the page's header band: the update note
 * (carta.actualizacion, docs/product.md §2), the price disclaimer (docs/product.md §3) and 'Download PDF
 * Version' — at the top, so a visitor on a phone need not scroll past nine cards to it.
 */
export function MenuIntro({ data }: { data: MenuPageView }) {
  return (
    <div className="menu-intro">
      <MenuUpdateNote note={data.note} />
      <PriceDisclaimer text={data.disclaimer} />
      {data.pdf ? <MenuPdfLink pdf={data.pdf} lang={data.lang} /> : null}
    </div>
  );
}
