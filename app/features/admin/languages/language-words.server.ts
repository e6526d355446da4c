// Every place the owners write words per language, read for one guest language beside the default
// one: what the Languages page counts (rules/language-publication.ts).
import { gte, inArray } from "drizzle-orm";
import { db } from "#app/db.server.ts";
import { defaultLang, type Lang, type OwnerLang } from "#app/lib/lang.ts";
import { restaurantToday } from "#app/booking/reservation-dates.ts";
import { mailTemplateKinds } from "#app/features/requests/rules/mail-templates.ts";
import { loadTemplate } from "#app/features/requests/mail-templates.server.ts";
import { findSlot } from "#app/features/media/rules/media-slots.ts";
import { mediaAlts, menuCards, menuCardTitles, menuItems, menuItemTexts, menuSpecials, menuSpecialTitles, textBlocks } from "#db/schema.ts";
import { fill } from "#app/lib/fill.ts";
import { currentScheduleAt } from "#app/features/schedule/schedule-store.server.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import { exceptionLabelField } from "#app/booking/schedule.ts";
import { writtenExceptionLabel } from "#app/booking/schedule-words.ts";
import { placeName, placeOfBlock } from "../texts/text-block-places.ts";
import { adminText } from "../shell/dictionary.ts";
import { completenessOf, type Completeness, type WordPlace } from "./rules/language-publication.ts";

/** The words of `lang` beside the default language's, everywhere the owners write them, named in the owner's language. */
export async function languageCompleteness(lang: Lang, ownerLang: OwnerLang): Promise<Completeness> {
  const t = adminText[ownerLang];
  const database = await db();
  const both = [defaultLang, lang];
  const [blocks, menuPlaces, specials, specialTitles, templates, alts, schedule, facts] = await Promise.all([
    database.select().from(textBlocks).where(inArray(textBlocks.lang, both)),
    menuWordPlaces(lang, ownerLang),
    database.select().from(menuSpecials).where(gte(menuSpecials.date, restaurantToday())).orderBy(menuSpecials.date),
    database.select().from(menuSpecialTitles).where(inArray(menuSpecialTitles.lang, both)),
    Promise.all(mailTemplateKinds.flatMap((kind) => both.map(async (l) => ({ kind, lang: l, ...(await loadTemplate(kind, l)) })))),
    database.select().from(mediaAlts).where(inArray(mediaAlts.lang, both)),
    currentScheduleAt(new Date()),
    currentFacts(),
  ]);
  const places: WordPlace[] = [];

  const blockWords = new Map(blocks.map((b) => [`${b.section}.${b.value}.${b.lang}`, b.text]));
  for (const b of blocks.filter((row) => row.lang === defaultLang)) {
    const key = `${b.section}.${b.value}`;
    const named = placeOfBlock(key);
    const label = named ? `${placeName(named.places[0]!, ownerLang)} · ${named.name[ownerLang]}` : key;
    places.push({ kind: "texts", label, path: `/texts/${b.section}/${b.value}`, base: b.text, words: blockWords.get(`${key}.${lang}`) });
  }

  places.push(...menuPlaces);

  const titleOf = new Map(specialTitles.map((s) => [`${s.date}.${s.lang}`, s.title]));
  for (const special of specials) {
    const path = "/menu/specials";
    places.push({ kind: "specials", label: `${special.date} · ${t.languagesSpecialTitle}`, path, base: titleOf.get(`${special.date}.${defaultLang}`) ?? "", words: titleOf.get(`${special.date}.${lang}`) });
    const lines = JSON.parse(special.items) as { name?: Partial<Record<Lang, string>>; description?: Partial<Record<Lang, string>> }[];
    for (const line of lines) {
      const name = line.name?.[defaultLang] ?? "";
      places.push({ kind: "specials", label: `${special.date} · ${name} · ${t.languagesItemName}`, path, base: name, words: line.name?.[lang] });
      places.push({ kind: "specials", label: `${special.date} · ${name} · ${t.languagesItemDescription}`, path, base: line.description?.[defaultLang] ?? "", words: line.description?.[lang] });
    }
  }

  const templateOf = new Map(templates.map((m) => [`${m.kind}.${m.lang}`, m]));
  for (const kind of mailTemplateKinds) {
    const base = templateOf.get(`${kind}.${defaultLang}`);
    const words = templateOf.get(`${kind}.${lang}`);
    const path = `/templates/${kind}/${lang}`;
    const label = t[`templateKind.${kind}`];
    places.push({ kind: "templates", label: `${label} · ${t.languagesSubject}`, path, base: base?.subject ?? "", words: words?.subject });
    places.push({ kind: "templates", label: `${label} · ${t.languagesBody}`, path, base: base?.body ?? "", words: words?.body });
  }

  const altOf = new Map(alts.map((a) => [`${a.slot}.${a.lang}`, a.alt]));
  for (const a of alts.filter((row) => row.lang === defaultLang)) {
    const label = findSlot(a.slot)?.subject[ownerLang] ?? a.slot;
    places.push({ kind: "photoAlts", label, path: `/photos/${a.slot}`, base: a.alt, words: altOf.get(`${a.slot}.${lang}`) });
  }

  // The exceptions guests will still read (those that ended are on no page): the owners' form
  // leaves the labels beyond English and Spanish optional, so an exception added after a language
  // was published shows its default language's label there until this one is written.
  for (const e of schedule.exceptions) {
    const dates = e.from === e.to ? e.from : `${e.from} – ${e.to}`;
    const base = e[exceptionLabelField(defaultLang)] ?? "";
    const named = e[exceptionLabelField(ownerLang)] || base;
    places.push({ kind: "exceptions", label: `${dates} · ${named}`, path: "/schedule#schedule-exceptions", base, words: writtenExceptionLabel(e, lang) });
  }

  places.push({ kind: "facts", label: t.languagesOpeningLine, path: "/facts", base: facts.opening[defaultLang] ?? "", words: facts.opening[lang] });

  return completenessOf(places);
}

/** The menu's words of `lang` beside the default language's: each card's title, each item's name, description and prices' labels. */
export async function menuWordPlaces(lang: Lang, ownerLang: OwnerLang): Promise<WordPlace[]> {
  const t = adminText[ownerLang];
  const database = await db();
  const both = [defaultLang, lang];
  const [cards, cardTitles, items, itemWords] = await Promise.all([
    database.select({ id: menuCards.id }).from(menuCards).orderBy(menuCards.position),
    database.select().from(menuCardTitles).where(inArray(menuCardTitles.lang, both)),
    database.select({ id: menuItems.id, cardId: menuItems.cardId, prices: menuItems.prices }).from(menuItems).orderBy(menuItems.cardId, menuItems.position),
    database.select().from(menuItemTexts).where(inArray(menuItemTexts.lang, both)),
  ]);
  const places: WordPlace[] = [];
  const cardTitleOf = new Map(cardTitles.map((c) => [`${c.cardId}.${c.lang}`, c.title]));
  for (const card of cards) {
    const base = cardTitleOf.get(`${card.id}.${defaultLang}`) ?? "";
    places.push({ kind: "menuItems", label: `${base || card.id} · ${t.cardTitle}`, path: `/menu/${card.id}`, base, words: cardTitleOf.get(`${card.id}.${lang}`) });
  }

  const wordsOf = new Map(itemWords.map((w) => [`${w.itemId}.${w.lang}`, w]));
  for (const item of items) {
    const base = wordsOf.get(`${item.id}.${defaultLang}`);
    const words = wordsOf.get(`${item.id}.${lang}`);
    const name = base?.name ?? String(item.id);
    const path = `/menu/${item.cardId}#item-${item.id}-name`;
    places.push({ kind: "menuItems", label: `${name} · ${t.languagesItemName}`, path, base: base?.name ?? "", words: words?.name });
    places.push({ kind: "menuItems", label: `${name} · ${t.languagesItemDescription}`, path, base: base?.description ?? "", words: words?.description });
    const prices = JSON.parse(item.prices) as { label?: Partial<Record<Lang, string>> }[];
    prices.forEach((price, i) => {
      places.push({ kind: "menuItems", label: `${name} · ${fill(t.priceN, { n: i + 1 })}`, path, base: price.label?.[defaultLang] ?? "", words: price.label?.[lang] });
    });
  }

  return places;
}
