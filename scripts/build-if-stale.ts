// `npm start`: builds only when there is no build or a source changed since the last one (the
// rule of scripts/lib/ensure-build.ts), so a restart serves at once.
import { ensureBuild } from "./lib/ensure-build.ts";

if (!ensureBuild()) console.log("build is current: not rebuilding");
