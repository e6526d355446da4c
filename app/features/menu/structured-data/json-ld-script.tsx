import { useNonce } from "#app/shell/security/csp-nonce.tsx";

/**
 * A JSON-LD block, serialized by app/lib/script-json.ts. Data, never run: the CSP does not
 * apply to it, but it carries the response's nonce like every other `<script>`.
 */
export function JsonLdScript({ json }: { json: string }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
