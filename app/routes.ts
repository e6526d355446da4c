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
  // issue 6 §4: for search engines and installed apps.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/web-manifest.ts", { id: "en-manifest" }),
  route("es/manifest.webmanifest", "routes/web-manifest.ts", { id: "es-manifest" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
