import { Suspense } from "react";
import { scriptJson } from "#app/lib/script-json.ts";
import { JsonLdScript } from "../structured-data/json-ld-script.tsx";
import { MenuCardImages } from "../card-images/menu-card-images.tsx";
import type { MenuPageView } from "./menu-page-data.ts";
import { menuJsonLd } from "../structured-data/menu-structured-data.ts";
import { TextMenu } from "../text-menu/text-menu.tsx";
import { SpecialsBlock } from "../today/specials-block.tsx";
import { CurrencySwitch } from "../currencies/currency-switch.tsx";
import { MenuFilter } from "../marks/menu-filter.tsx";
import { MarksLegend } from "../marks/menu-marks.tsx";
import { localizePath } from "#app/lib/lang.ts";
import { RenderedOnce } from "#app/lib/sent-once.tsx";
import "./menu-content.css";

/**
 * The body of /menu below its header band (<MenuIntro>): today's specials when there are some,
 * the filter, the menu as text with its prices and currency, then the nine card images in the
 * spec's order (§2), and the JSON-LD. Text first: on a phone it is what a visitor reads, and the
 * cards' small print is not (docs/product.md §14); the cards stay in the page, below.
 */
export function MenuContent({ data }: { data: MenuPageView }) {
  const t = data.words;
  return (
    <div className="menu-content">
      {/* Boundaries, hydrated one after the other (docs/decisions/0020-hydration-by-section.md);
          the text menu has one per card. */}
      <Suspense>
        {data.specials ? <SpecialsBlock specials={data.specials} label={t.specialsLabel} headingLevel={2} /> : null}
        <MenuFilter marks={data.marks} action={localizePath("/menu", data.lang)} />
      </Suspense>
      <section aria-labelledby="menu-as-text">
        <h2 id="menu-as-text" className="section-title menu-content__text-heading">
          {t.textHeading}
        </h2>
        <Suspense>
          <CurrencySwitch data={data} />
          <MarksLegend title={data.marks.texts.legend} legend={data.marks.legend} note={data.marks.note} />
        </Suspense>
        {/* Sent once, in the HTML; the browser keeps it as it is (docs/decisions/0024-text-sent-once.md). */}
        <RenderedOnce sent={data.cards}>
          {(cards) => (
            <>
              <TextMenu cards={cards} headingLevel={3} marksKey={data.marks} />
              {/* Built here from the cards the page shows anyway: returned by the loader, these
                  10 KB would travel twice, in the block and in the hydration data (0011). */}
              <JsonLdScript json={scriptJson(menuJsonLd({ ...data, cards }))} />
            </>
          )}
        </RenderedOnce>
      </section>
      {data.files.state === "ready" && data.files.images ? (
        <section aria-labelledby="menu-cards">
          <h2 id="menu-cards" className="section-title menu-content__cards-heading">
            {t.cardsHeading}
          </h2>
          <Suspense>
            <MenuCardImages images={data.files.images} t={t} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
