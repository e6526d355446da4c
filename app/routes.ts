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
  // The menu's generated files (issue 5): content-addressed images and PDFs, and the PDF per language.
  route("menu-files/:file", "routes/menu-file.ts"),
  route("menu.pdf", "routes/menu-pdf.ts", { id: "en-menu-pdf" }),
  route("es/menu.pdf", "routes/menu-pdf.ts", { id: "es-menu-pdf" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
