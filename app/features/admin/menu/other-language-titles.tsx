// A card's titles in the owners' other languages, each followed by " · ", left out where it is
// the same as the title shown: the menu's list of cards and a card's own page say them alike.
import { Fragment } from "react";
import { otherOwnerLangs, type OwnerLang } from "#app/lib/lang.ts";
import { cardTitle } from "#app/features/menu/rules/menu.ts";
import type { PerLang } from "#app/features/menu/rules/per-lang-shape.ts";

export function OtherLanguageTitles({ card, lang }: { card: PerLang<"title", string>; lang: OwnerLang }) {
  const title = cardTitle(card, lang);
  return otherOwnerLangs(lang).map((other) =>
    cardTitle(card, other) !== title ? (
      <Fragment key={other}>
        <span lang={other}>{cardTitle(card, other)}</span> ·{" "}
      </Fragment>
    ) : null,
  );
}
