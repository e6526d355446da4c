// A short-lived child process that fails (app/lib/child-job.server.ts: the menu's drawing, a
// photo's encoding): it says it is ready, then, at the job, exits without answering
// (FAILING_CHILD=crash, the default), answers with an error (FAILING_CHILD=error) or never answers
// (FAILING_CHILD=hang). Each start is a line in FAILING_CHILD_STARTS, with the child's pid.
import fs from "node:fs";

if (process.env.FAILING_CHILD_STARTS) fs.appendFileSync(process.env.FAILING_CHILD_STARTS, `started ${process.pid}\n`);
process.once("message", () => {
  if (process.env.FAILING_CHILD === "error") process.send!({ ok: false, message: "the renderer failed" }, () => process.exit(0));
  else if (process.env.FAILING_CHILD === "hang") {
    // Never answers; leaves with its parent, so a test that fails does not leave it behind.
    setInterval(() => undefined, 60_000);
    process.once("disconnect", () => process.exit(0));
  } else process.exit(3);
});
process.send!({ ready: true });
