// The menu's generated images and PDFs by their content hash (docs/product.md §14): a name always
// means the same bytes, so browsers and caches may keep them for a year.
import fs from "node:fs/promises";
import type { Route } from "./+types/menu-file";
import { menuFilePath } from "../features/menu/drawing/menu-files.server.ts";
import { menuFilePattern } from "../features/menu/rules/menu-urls.ts";

const types = { png: "image/png", webp: "image/webp", pdf: "application/pdf" } as const;

export async function loader({ params }: Route.LoaderArgs) {
  const match = menuFilePattern.exec(params.file);
  const body = match ? await fs.readFile(menuFilePath(params.file)).catch(() => undefined) : undefined;
  if (!match || !body) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": types[match[1] as keyof typeof types],
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
