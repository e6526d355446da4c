// Loaded into the built server with `node --import` by tests/integration/menu-cold.test.ts. The
// server's children take its Node options (app/lib/child-job.server.ts), so this runs in the menu's
// drawing process too, before the drawing's entry: there it waits until the file that
// HELD_DRAWING_UNTIL names exists, and only then lets the child start (and say it is ready).
// The test so holds a fresh site's first drawing for as long as it likes, with nothing else
// changed. In the server itself, and in any other child, it does nothing.
import fs from "node:fs";

const gate = process.env.HELD_DRAWING_UNTIL;
if (gate && process.send && process.argv[1]?.endsWith("menu-drawing.js")) {
  while (!fs.existsSync(gate)) await new Promise((resolve) => setTimeout(resolve, 100));
}
