// The entry of the short-lived process that draws one language of an edition of the menu's files
// (menu-drawing-process.server.ts): it says it is ready, takes one job, answers with that
// language's files or the error, and exits, so the renderers' memory (satori, resvg, sharp, pdfkit)
// goes back to the system with it (docs/operations.md §14). Built as build/server/menu-drawing.js
// (vite.config.ts); in development server/menu-drawing-dev.ts loads it through Vite.
import { drawLanguage, type LanguageJob } from "./menu-drawing.server";
import type { DrawingAnswer } from "./menu-drawing-process.server";

function answer(message: DrawingAnswer | { ready: true }, then?: () => void) {
  process.send?.(message, undefined, {}, () => then?.());
}

if (process.send) {
  process.once("message", (job: LanguageJob) => {
    drawLanguage(job).then(
      (files) => answer({ ok: true, files, maxRssKb: process.resourceUsage().maxRSS }, () => process.exit(0)),
      (error: unknown) =>
        answer(
          { ok: false, message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined },
          () => process.exit(0),
        ),
    );
  });
  // The server went away (it stopped, or crashed): nothing is waiting for the files.
  process.once("disconnect", () => process.exit(0));
  answer({ ready: true });
}
