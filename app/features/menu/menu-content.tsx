import { MenuCardImages } from "./menu-card-images";
import { MenuJsonLd } from "./menu-json-ld";
import { MenuUpdateNote, PriceDisclaimer } from "./menu-notes";
import type { MenuPageData } from "./menu-page-data";
import { MenuPdfLink } from "./menu-pdf-link";
import { menuTexts } from "./menu-texts";
import { TextMenu } from "./text-menu";
import "./menu-content.css";

/**
 * Everything of /menu below its heading, in the spec's order (§2): the update note,
 * the price disclaimer, the nine card images, 'Download PDF Version', then the same
 * menu as text, and its JSON-LD. The page supplies the <h1> and the layout.
 */
export function MenuContent({ data }: { data: MenuPageData }) {
  const t = menuTexts[data.lang];
  return (
    <>
      <MenuUpdateNote note={data.note} />
      <PriceDisclaimer text={data.disclaimer} />
      {data.images ? <MenuCardImages images={data.images} lang={data.lang} /> : null}
      {data.pdf ? <MenuPdfLink pdf={data.pdf} lang={data.lang} /> : null}
      <section aria-labelledby="menu-as-text">
        <h2 id="menu-as-text" className="menu-content__text-heading">
          {t.textHeading}
        </h2>
        <TextMenu cards={data.cards} headingLevel={3} />
      </section>
      <MenuJsonLd cards={data.cards} lang={data.lang} pageUrl={data.pageUrl} name={`${data.house} — ${t.pdfTitle}`} />
    </>
  );
}
