import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import {
  ALTCHA_CHALLENGE_PATH,
  CAPTCHA_SETUP_PATH,
  CONTACT_ENDPOINT,
  LEGACY_CONTACT_ENDPOINT,
} from "./features/contact/contact-api";

const relative = (path: string) => path.replace(/^\//, "");

// design.md §4: every page exists in English at the root and in Spanish under /es.
// The same route module serves both; the language comes from the address.
function pages(lang: "en" | "es") {
  return [
    index("routes/home.tsx", { id: `${lang}-home` }),
    route("photos", "routes/photos.tsx", { id: `${lang}-photos` }),
    route("menu", "routes/menu.tsx", { id: `${lang}-menu` }),
    route("about", "routes/about.tsx", { id: `${lang}-about` }),
  ];
}

export default [
  ...pages("en"),
  ...prefix("es", pages("es")),
  // Contact requests (issue 3, design.md §7); the second address is the original site's.
  route(relative(CONTACT_ENDPOINT), "routes/api.contact.ts", { id: "api-contact" }),
  route(relative(LEGACY_CONTACT_ENDPOINT), "routes/api.contact.ts", { id: "api-contact-legacy" }),
  route(relative(CAPTCHA_SETUP_PATH), "routes/api.captcha.ts"),
  route(relative(ALTCHA_CHALLENGE_PATH), "routes/api.captcha.challenge.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
