// Every replaceable photo and file of the public site (docs/decisions/0012-media-slots.md).
// The menu's card images and PDFs are not slots: they are drawn from the menu data
// (app/features/menu, docs/decisions/0013-menu-generated-files.md).
// Pure data, used by the pages, the seeding, the drawings and the owners' area.
import type { Lang } from "#app/lib/lang.ts";
import { mediaSubjectsFr, placeholderLabelFr } from "./media-slots.fr.ts";
import { mediaSlotSubjectsDe, placeholderLabelDe } from "./media-slots.de.ts";
import { mediaSubjectsIt, placeholderLabelIt } from "./media-slots.it.ts";
import { mediaSlotSubjectsRu, placeholderLabelRu } from "./media-slots.ru.ts";

/** Words in every language of the list (the name is older than the list's third language). */
export type Bilingual = Record<Lang, string>;

/**
 * The subjects in the languages beyond English and Spanish, by slot id, each in its own file
 * beside this one; media-slots.test.ts holds that each names every slot and no other.
 */
export const translatedSubjects = {
  fr: mediaSubjectsFr,
  de: mediaSlotSubjectsDe,
  it: mediaSubjectsIt,
  ru: mediaSlotSubjectsRu,
} as const satisfies Record<Exclude<Lang, "en" | "es">, Record<string, string>>;

/** A slot's subject in every language, from its English and Spanish and the translations' files. */
function subject(id: string, en: string, es: string): Bilingual {
  const of = (words: Record<string, string>) => words[id] ?? "";
  const t = translatedSubjects;
  return { en, es, fr: of(t.fr), de: of(t.de), it: of(t.it), ru: of(t.ru) };
}

export type MediaGroup =
  | "hero"
  | "location"
  | "menu-teaser"
  | "mains"
  | "desserts"
  | "tapas"
  | "cocktails"
  | "owners"
  | "team"
  | "family"
  | "map"
  | "file";

export type MediaSlot = {
  /** Stable name: the row in `media`, the folder in DATA_DIR/media, part of every URL. */
  id: string;
  group: MediaGroup;
  kind: "photo" | "pdf";
  /** What the photo shows: its seeded alt text (and the subject of its drawing: drawings/slot-drawings.ts). */
  subject: Bilingual;
  /** Size of the generated placeholder (photos only); uploads keep their own proportions. */
  placeholder?: { width: number; height: number };
};

const landscape = { width: 1440, height: 1080 };
const portrait = { width: 720, height: 900 };
const banner = { width: 1920, height: 1080 };

function photos(group: MediaGroup, size: { width: number; height: number }, subjects: [string, string][]): MediaSlot[] {
  return subjects.map(([en, es], i) => ({
    id: `${group}-${i + 1}`,
    group,
    kind: "photo",
    subject: subject(`${group}-${i + 1}`, en, es),
    placeholder: size,
  }));
}

export const mediaSlots: readonly MediaSlot[] = [
  {
    id: "hero",
    group: "hero",
    kind: "photo",
    subject: subject("hero", "The rooftop over Trinidad at sunset", "La azotea sobre Trinidad al atardecer"),
    placeholder: banner,
  },
  ...photos("location", landscape, [
    ["Our rooftop terrace", "Nuestra terraza en la azotea"],
    ["Bell towers seen from the rooftop", "Los campanarios vistos desde la azotea"],
    ["The cobbled street in front of the house", "La calle empedrada frente a la casa"],
    ["The spiral staircase to the rooftop", "La escalera de caracol hacia la azotea"],
    ["Plaza Mayor, two blocks away", "La Plaza Mayor, a dos cuadras"],
  ]),
  ...photos("menu-teaser", landscape, [
    ["Tapas to share", "Tapas para compartir"],
    ["Grilled fish of the day", "Pescado del día a la plancha"],
    ["Homemade milk flan", "Flan de leche casero"],
    ["Mojitos at the bar", "Mojitos en la barra"],
    ["Breakfast on the terrace", "Desayuno en la terraza"],
  ]),
  ...photos("mains", landscape, [
    ["Ropa vieja", "Ropa vieja"],
    ["Grilled fish of the day", "Pescado del día a la plancha"],
    ["Garlic lobster", "Langosta al ajillo"],
    ["Soupy chicken with rice", "Arroz con pollo a la chorrera"],
    ["Roast pork with congrí", "Cerdo asado con congrí"],
  ]),
  ...photos("desserts", landscape, [
    ["Milk flan", "Flan de leche"],
    ["Rice pudding with cinnamon", "Arroz con leche con canela"],
    ["Guava shells with cheese", "Cascos de guayaba con queso"],
    ["Bread pudding", "Pudín de pan"],
    ["Coconut ice cream", "Helado de coco"],
  ]),
  ...photos("tapas", landscape, [
    ["Homemade croquettes", "Croquetas caseras"],
    ["Tostones with mojo", "Tostones con mojo"],
    ["Fried chickpeas", "Garbanzos fritos"],
    ["Chorizo in cider", "Chorizo a la sidra"],
    ["Fish ceviche", "Ceviche de pescado"],
  ]),
  ...photos("cocktails", landscape, [
    ["Mojito", "Mojito"],
    ["Daiquiri", "Daiquirí"],
    ["Canchánchara", "Canchánchara"],
    ["Cuba libre", "Cuba libre"],
    ["Piña colada", "Piña colada"],
  ]),
  {
    id: "owners",
    group: "owners",
    kind: "photo",
    subject: subject("owners", "The owners on the rooftop", "Los dueños en la azotea"),
    placeholder: landscape,
  },
  ...photos("team", portrait, [
    ["Yanet, of our team", "Yanet, de nuestro equipo"],
    ["Osmany, of our team", "Osmany, de nuestro equipo"],
    ["Dayana, of our team", "Dayana, de nuestro equipo"],
    ["Reinier, of our team", "Reinier, de nuestro equipo"],
  ]),
  {
    // The home page's map: served by the site itself (Google's embed loads only on request).
    id: "map",
    group: "map",
    kind: "photo",
    subject: subject("map", "Map of the streets around La Terraza Trinidad", "Mapa de las calles alrededor de La Terraza Trinidad"),
    placeholder: landscape,
  },
  ...photos("family", landscape, [
    ["Carlos and Marisol", "Carlos y Marisol"],
    ["Alejandro and Yaimara", "Alejandro y Yaimara"],
    ["Roberto and Elena", "Roberto y Elena"],
  ]),
  {
    id: "city-map",
    group: "file",
    kind: "pdf",
    subject: subject("city-map", "Trinidad city map", "Mapa de la ciudad de Trinidad"),
  },
];

export function findSlot(id: string): MediaSlot | undefined {
  return mediaSlots.find((s) => s.id === id);
}

export function slotsOf(group: MediaGroup): MediaSlot[] {
  return mediaSlots.filter((s) => s.group === group);
}

/** Placeholders are version 1 of their slot; the owners' uploads are 2, 3, … */
export const PLACEHOLDER_VERSION = 1;

/** `media_versions.created_by` of the version the site made itself (its drawing, or the city map PDF). */
export const PLACEHOLDER_CREATOR = "placeholder";

/** The words that mark the site's own placeholder in its alt text (the drawing itself holds no text). */
export const placeholderLabel: Bilingual = {
  en: "Placeholder photo",
  es: "Foto provisional",
  fr: placeholderLabelFr,
  de: placeholderLabelDe,
  it: placeholderLabelIt,
  ru: placeholderLabelRu,
};

/** The alt text a placeholder is seeded with: "Placeholder photo — Mojito". */
export function placeholderAlt(slot: MediaSlot, lang: Lang): string {
  return `${placeholderLabel[lang]} — ${slot.subject[lang]}`;
}
