import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

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
  route("api/contact", "routes/api.contact.ts", { id: "api-contact" }),
  route("tapas-backend/mailer_request.php", "routes/api.contact.ts", { id: "api-contact-legacy" }),
  route("api/captcha", "routes/api.captcha.ts"),
  route("api/captcha/challenge", "routes/api.captcha.challenge.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
