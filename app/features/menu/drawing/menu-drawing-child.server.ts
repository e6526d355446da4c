// The entry of the short-lived process that draws one language of an edition of the menu's files
// (menu-drawing-process.server.ts): it takes one job, answers with that language's files or the
// error, and exits, so the renderers' memory (satori, resvg, sharp, pdfkit) goes back to the system
// with it (docs/operations.md §14, app/lib/child-job.server.ts). Built as build/server/menu-drawing.js
// (vite.config.ts); in development server/child-dev.ts loads it through Vite.
import { answerOneJob } from "#app/lib/child-job.server.ts";
import { drawLanguage } from "./menu-drawing.server.ts";

answerOneJob(drawLanguage);
