import { MenuUpdateNote, PriceDisclaimer } from "./menu-notes.tsx";
import type { MenuPageView } from "./menu-page-data.ts";
import { MenuPdfLink } from "../pdf/menu-pdf-link.tsx";
import "./menu-intro.css";

/**
 * What /menu says under its heading, in the page's header band: the update note
 * (carta.actualizacion, docs/product.md §2), the price disclaimer (docs/product.md §3) and 'Download PDF
 * Version' — at the top, so a visitor on a phone need not scroll past nine cards to it. While the
 * card images and the PDF are being drawn, a line saying so takes the link's place.
 */
export function MenuIntro({ data }: { data: MenuPageView }) {
  return (
    <div className="menu-intro">
      <MenuUpdateNote note={data.note} />
      <PriceDisclaimer text={data.disclaimer} />
      {data.files.state === "ready" ? <MenuPdfLink pdf={data.files.pdf} t={data.words} /> : <p className="menu-intro__preparing">{data.files.notice}</p>}
    </div>
  );
}
