import type { OwnerLang } from "#app/lib/lang.ts";
import type { PageId } from "#app/shell/seo/pages.ts";
import { homeAnchors } from "#app/shell/navigation/anchors.ts";
import type { Section, ValueOf } from "#app/shell/content/text-blocks.ts";

// Where each editable text block shows on the public site, named for the owners (docs/owners-guide.md,
// "Texts"): the page, the part of the page and the block, in every language. One entry per block of
// content/text/en.json, so a new block without a name and a place does not compile
// (text-block-places.test.ts checks the same for every language and for content/text/es.json).

/** Every block's key, "section.value", as content/text/en.json has them. */
export type BlockKey = { [S in Section]: `${S}.${ValueOf<S>}` }[Section];

type Words = Readonly<Record<OwnerLang, string>>;

/** A part of a public page: its name and, when the page has one, the anchor that scrolls to it. */
type PagePart = { readonly name: Words; readonly anchor?: string };

/** The public pages with text blocks, in the order the owners' list shows them, with their parts. */
export const textPages = {
  home: {
    name: { en: "Home", es: "Inicio" },
    parts: {
      header: { name: { en: "Header", es: "Cabecera" } },
      location: { name: { en: "Where we are", es: "Dónde estamos" }, anchor: homeAnchors.location },
      menu: { name: { en: "Our menu", es: "Nuestro menú" }, anchor: homeAnchors.menu },
      owners: { name: { en: "The owners", es: "Los dueños" }, anchor: homeAnchors.owners },
      team: { name: { en: "Our team", es: "Nuestro equipo" }, anchor: homeAnchors.team },
      contact: { name: { en: "Contact form", es: "Formulario de contacto" }, anchor: homeAnchors.contact },
    },
  },
  photos: {
    name: { en: "Menu photos", es: "Fotos del menú" },
    parts: {
      header: { name: { en: "Header", es: "Cabecera" } },
      mains: { name: { en: "Main courses", es: "Platos principales" }, anchor: "course-mains" },
      desserts: { name: { en: "Desserts", es: "Postres" }, anchor: "course-desserts" },
      tapas: { name: { en: "Tapas", es: "Tapas" }, anchor: "course-tapas" },
      cocktails: { name: { en: "Cocktails", es: "Cócteles" }, anchor: "course-cocktails" },
    },
  },
  menu: {
    name: { en: "Menu card", es: "La carta" },
    parts: {
      notes: { name: { en: "Notes above the menu, and the PDF", es: "Notas sobre la carta, y el PDF" } },
    },
  },
  about: {
    name: { en: "About us", es: "Sobre nosotros" },
    parts: {
      header: { name: { en: "Header", es: "Cabecera" } },
      family: { name: { en: "The family", es: "La familia" } },
    },
  },
} as const satisfies Record<PageId, { name: Words; parts: Record<string, PagePart> }>;

type PartOf<P extends PageId> = keyof (typeof textPages)[P]["parts"] & string;

/** Where a block shows: a page, a part of it; a block shown in two places names both. */
export type BlockPlace = { [P in PageId]: { readonly page: P; readonly part: PartOf<P> } }[PageId];

/** A block's name for the owners and where it shows, the first place being the one it is listed under. */
export type BlockName = { readonly name: Words; readonly places: readonly [BlockPlace, ...BlockPlace[]] };

const home = (part: PartOf<"home">): BlockPlace => ({ page: "home", part });
const photos = (part: PartOf<"photos">): BlockPlace => ({ page: "photos", part });
const about = (part: PartOf<"about">): BlockPlace => ({ page: "about", part });
const menuCard: BlockPlace = { page: "menu", part: "notes" };

export const textBlockPlaces = {
  "encabezado.titulo": { name: { en: "Title", es: "Título" }, places: [home("header")] },
  "encabezado.descripcion": {
    name: { en: "Description (also what search engines show)", es: "Descripción (también la que muestran los buscadores)" },
    places: [home("header")],
  },
  "encabezado.tagline": { name: { en: "Line above the title", es: "Línea sobre el título" }, places: [home("header")] },
  "encabezado.novedad": { name: { en: "News", es: "Novedad" }, places: [home("header")] },
  "lugar.titulo": { name: { en: "Title", es: "Título" }, places: [home("location")] },
  "lugar.location": { name: { en: "Text", es: "Texto" }, places: [home("location")] },
  "menu.titulo": { name: { en: "Title", es: "Título" }, places: [home("menu"), photos("header")] },
  "menu-general.description-1": { name: { en: "Paragraph 1", es: "Párrafo 1" }, places: [home("menu")] },
  "menu-general.description-2": { name: { en: "Paragraph 2", es: "Párrafo 2" }, places: [home("menu")] },
  "menu-general.description-3": { name: { en: "Paragraph 3", es: "Párrafo 3" }, places: [home("menu")] },
  "owners.owners-title": { name: { en: "Title", es: "Título" }, places: [home("owners")] },
  "owners.owners-description-1": { name: { en: "Paragraph 1", es: "Párrafo 1" }, places: [home("owners")] },
  "owners.owners-description-2": { name: { en: "Paragraph 2", es: "Párrafo 2" }, places: [home("owners")] },
  "owners.owners-description-3": { name: { en: "Paragraph 3", es: "Párrafo 3" }, places: [home("owners")] },
  "team.team-title": { name: { en: "Title", es: "Título" }, places: [home("team")] },
  "team.team-description": { name: { en: "Text", es: "Texto" }, places: [home("team")] },
  "team.member-1": { name: { en: "Member 1", es: "Miembro 1" }, places: [home("team")] },
  "team.member-2": { name: { en: "Member 2", es: "Miembro 2" }, places: [home("team")] },
  "team.member-3": { name: { en: "Member 3", es: "Miembro 3" }, places: [home("team")] },
  "team.member-4": { name: { en: "Member 4", es: "Miembro 4" }, places: [home("team")] },
  "contactus.contact": { name: { en: "Title", es: "Título" }, places: [home("contact")] },
  "contactus.send": { name: { en: "Send button", es: "Botón de enviar" }, places: [home("contact")] },
  "menu.subtitulo": { name: { en: "Subtitle", es: "Subtítulo" }, places: [photos("header")] },
  "menu.mains": { name: { en: "Title", es: "Título" }, places: [photos("mains")] },
  "menu.mains-description": { name: { en: "Text", es: "Texto" }, places: [photos("mains")] },
  "menu.desserts": { name: { en: "Title", es: "Título" }, places: [photos("desserts")] },
  "menu.desserts-description": { name: { en: "Text", es: "Texto" }, places: [photos("desserts")] },
  "menu.tapas": { name: { en: "Title", es: "Título" }, places: [photos("tapas")] },
  "menu.tapas-description": { name: { en: "Text", es: "Texto" }, places: [photos("tapas")] },
  "menu.cocktails": { name: { en: "Title", es: "Título" }, places: [photos("cocktails")] },
  "menu.cocktails-description": { name: { en: "Text", es: "Texto" }, places: [photos("cocktails")] },
  "carta.actualizacion": { name: { en: "Update note", es: "Nota de actualización" }, places: [menuCard] },
  "carta.disclaimer": { name: { en: "Price note", es: "Nota de precios" }, places: [menuCard] },
  "carta.alergenos": { name: { en: "Allergen note", es: "Nota de alérgenos" }, places: [menuCard] },
  "about.titulo": { name: { en: "Title", es: "Título" }, places: [about("header")] },
  "about.aboutus": { name: { en: "Text", es: "Texto" }, places: [about("family")] },
  "about.family-1-names": { name: { en: "Couple 1: names", es: "Pareja 1: nombres" }, places: [about("family")] },
  "about.family-1-professions": { name: { en: "Couple 1: professions", es: "Pareja 1: profesiones" }, places: [about("family")] },
  "about.family-2-names": { name: { en: "Couple 2: names", es: "Pareja 2: nombres" }, places: [about("family")] },
  "about.family-2-professions": { name: { en: "Couple 2: professions", es: "Pareja 2: profesiones" }, places: [about("family")] },
  "about.family-3-names": { name: { en: "Couple 3: names", es: "Pareja 3: nombres" }, places: [about("family")] },
  "about.family-3-professions": { name: { en: "Couple 3: professions", es: "Pareja 3: profesiones" }, places: [about("family")] },
} as const satisfies Record<BlockKey, BlockName>;

/** A block's entry, or undefined for a key the content does not have (a row left in the database). */
export function placeOfBlock(key: string): BlockName | undefined {
  return Object.hasOwn(textBlockPlaces, key) ? textBlockPlaces[key as BlockKey] : undefined;
}

/** "Inicio · Cabecera": a place in the owner's language. */
export function placeName(place: BlockPlace, lang: OwnerLang): string {
  const page = textPages[place.page];
  const parts: Record<string, PagePart> = page.parts;
  return `${page.name[lang]} · ${parts[place.part]?.name[lang] ?? place.part}`;
}

/** The anchor of a place, when its part has one. */
export function anchorOf(place: BlockPlace): string | undefined {
  const parts: Record<string, PagePart> = textPages[place.page].parts;
  return parts[place.part]?.anchor;
}
