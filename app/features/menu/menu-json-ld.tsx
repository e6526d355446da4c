import { useNonce } from "../security/csp-nonce";
import { menuJsonLd, scriptJson, type MenuJsonLdInput } from "./menu-structured-data";

/**
 * The menu for search engines (schema.org Menu as JSON-LD), in the page's language.
 * Data, never run, but it carries the response's nonce like every other `<script>`.
 */
export function MenuJsonLd(props: MenuJsonLdInput) {
  const nonce = useNonce();
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(menuJsonLd(props)) }} />
  );
}
