// Started by playwright.config.ts beside the site: the browser tests' mail server.
// Every message is written to SMTP_SINK_DIR, where the tests read it.
import { startSmtpSink } from "./smtp-sink.ts";

const port = Number(process.env.SMTP_SINK_PORT);
const dir = process.env.SMTP_SINK_DIR;
const sink = await startSmtpSink({ port, dir });
console.log(`test SMTP server on ${sink.url}, mails in ${dir}`);
