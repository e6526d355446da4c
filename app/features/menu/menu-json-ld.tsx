import { menuJsonLd, scriptJson, type MenuJsonLdInput } from "./menu-structured-data";

/** The menu for search engines (schema.org Menu as JSON-LD), in the page's language. */
export function MenuJsonLd(props: MenuJsonLdInput) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(menuJsonLd(props)) }} />;
}
