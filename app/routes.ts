import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import {
  ALTCHA_CHALLENGE_PATH,
  CAPTCHA_SETUP_PATH,
  CONTACT_ENDPOINT,
  LEGACY_CONTACT_ENDPOINT,
} from "./features/requests/rules/contact-api.ts";
import { FULL_SLOTS_ENDPOINT } from "./features/requests/rules/full-slots-api.ts";
import { languageSettings, languages, localizePath, ownerLanguages, type Lang, type OwnerLang } from "./lib/lang.ts";

const relative = (path: string) => path.replace(/^\//, "");

/** Routes under a language's prefix (none for the default language). */
function inLang(lang: Lang, routes: RouteConfigEntry[]): RouteConfigEntry[] {
  const prefixed = relative(languageSettings[lang].prefix);
  return prefixed === "" ? routes : prefix(prefixed, routes);
}

// docs/product.md §10: every page exists in English at the root and in Spanish under /es
// (each language under its prefix, app/lib/lang.ts). The same route module serves all; the
// language comes from the address.
function pages(lang: Lang) {
  return [
    index("routes/home/home-page.tsx", { id: `${lang}-home` }),
    route("photos", "routes/photos/photos-page.tsx", { id: `${lang}-photos` }),
    route("menu", "routes/menu.tsx", { id: `${lang}-menu` }),
    route("about", "routes/about/about-page.tsx", { id: `${lang}-about` }),
  ];
}

// The owners' area (docs/product.md §13), linked from nowhere on the public site. Everything below
// the signed-in layout is guarded by its middleware: add new owner pages there. In the owners'
// languages only (app/lib/lang.ts `ownerLanguages`), whatever languages the guests' site speaks.
function adminPages(lang: OwnerLang) {
  const id = (name: string) => `${lang}-admin-${name}`;
  return [
    route("admin", "routes/admin.tsx", { id: `${lang}-admin` }, [
      route("sign-in", "routes/admin.sign-in.tsx", { id: id("sign-in") }),
      layout("routes/admin.signed-in.tsx", { id: id("signed-in") }, [
        index("routes/admin.index.tsx", { id: id("index") }),
        // The owners' mail's decision links: for a signed-in owner only, like every page here
        // (a reply to that mail quotes them to the guest: docs/decisions/0025-decision-links-need-an-owner.md).
        route("decide/:token", "routes/admin.decide.tsx", { id: id("decide") }),
        route("requests", "routes/admin.requests.tsx", { id: id("requests") }),
        route("requests.csv", "routes/admin.requests-csv.tsx", { id: id("requests-csv") }),
        // Before requests/:id, so "new" is never read as a request's id.
        route("requests/new", "routes/admin.requests-new.tsx", { id: id("requests-new") }),
        route("requests/:id", "routes/admin.request.tsx", { id: id("request") }),
        route("requests/:id/change", "routes/admin.request-change.tsx", { id: id("request-change") }),
        route("day", "routes/admin.day.tsx", { id: id("day") }),
        route("texts", "routes/admin.texts.tsx", { id: id("texts") }),
        route("texts/:section/:value", "routes/admin.text.tsx", { id: id("text") }),
        route("photos", "routes/admin.photos.tsx", { id: id("media") }),
        route("photos/:slot", "routes/admin.photos-slot.tsx", { id: id("media-slot") }),
        route("menu", "routes/admin.menu.tsx", { id: id("menu") }),
        // Before menu/:card, so "specials" is never read as a card.
        route("menu/specials", "routes/admin.menu-specials.tsx", { id: id("menu-specials") }),
        // Before menu/:card, so "rates" is never read as a card's id.
        route("menu/rates", "routes/admin.menu-rates.tsx", { id: id("menu-rates") }),
        route("menu/:card", "routes/admin.menu-card.tsx", { id: id("menu-card") }),
        route("templates", "routes/admin.templates.tsx", { id: id("templates") }),
        route("templates/:kind/:lang", "routes/admin.template.tsx", { id: id("template") }),
        route("schedule", "routes/admin.schedule.tsx", { id: id("schedule") }),
        route("table-card", "routes/admin.table-card.tsx", { id: id("table-card") }),
        route("facts", "routes/admin.facts.tsx", { id: id("facts") }),
        route("languages", "routes/admin.languages.tsx", { id: id("languages") }),
        // The card as a PDF (it holds the Wi-Fi password: owners only, below this layout's guard).
        route("table-card/:file", "routes/admin.table-card-pdf.ts", { id: id("table-card-pdf") }),
        route("before-you-open", "routes/admin.before-you-open.tsx", { id: id("before-you-open") }),
        route("sign-out", "routes/admin.sign-out.tsx", { id: id("sign-out") }),
        route("*", "routes/admin.not-found.tsx", { id: id("not-found") }),
      ]),
    ]),
  ];
}

export default [
  ...languages.flatMap((lang) => inLang(lang, pages(lang))),
  // The menu's generated files (docs/product.md §14): content-addressed images and PDFs, and the PDF per language.
  route("menu-files/:file", "routes/menu-file.ts"),
  ...languages.map((lang) =>
    route(relative(localizePath("/menu.pdf", lang)), "routes/menu-pdf.ts", { id: `${lang}-menu-pdf` }),
  ),
  ...ownerLanguages.flatMap((lang) => inLang(lang, adminPages(lang))),
  // Contact requests (docs/product.md §7); the second address is the original site's.
  route(relative(CONTACT_ENDPOINT), "routes/api.contact.ts", { id: "api-contact" }),
  route(relative(LEGACY_CONTACT_ENDPOINT), "routes/api.contact.ts", { id: "api-contact-legacy" }),
  route(relative(FULL_SLOTS_ENDPOINT), "routes/api.full-slots.ts"),
  route(relative(CAPTCHA_SETUP_PATH), "routes/api.captcha.ts"),
  route(relative(ALTCHA_CHALLENGE_PATH), "routes/api.captcha.challenge.ts"),
  // The guest's own page behind the link in their mails (docs/decisions/0018-reservation-links.md).
  // Its ids do not start with the language: it is no public page (not in the sitemap).
  ...languages.map((lang) =>
    route(relative(localizePath("/r/:token", lang)), "routes/manage-page.tsx", { id: `manage-${lang}` }),
  ),
  // docs/product.md §15.4: for search engines and installed apps.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...languages.map((lang) =>
    route(relative(localizePath("/manifest.webmanifest", lang)), "routes/web-manifest.ts", { id: `${lang}-manifest` }),
  ),
  // docs/product.md §15.5: what the service worker keeps for offline reading.
  route("offline.json", "routes/offline-set.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
