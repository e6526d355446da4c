// A real SMTP server on loopback for the tests (docs/testing.md): it speaks SMTP with
// the site, keeps every message it accepted, and can be stopped and started again
// on the same port to play a mail server that is down.
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { raw: string; parsed: ParsedMail; envelopeTo: string[] };

export type SmtpSink = {
  readonly port: number;
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** Resolves when `count` mails matching `match` have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (the site then sees a dead server); start() opens the same port again. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

export type SmtpSinkOptions = {
  port?: number;
  /** Also write every message to this folder (for tests in other processes). */
  dir?: string;
  /** Answer RCPT TO for these addresses with a permanent 550. */
  rejectRecipient?: (address: string) => boolean;
};

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let port = options.port ?? 0;
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (options.rejectRecipient?.(address.address)) {
          // Worded as Postfix words it: real servers quote the refused address.
          return callback(
            Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }),
          );
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks);
          void simpleParser(raw).then((parsed) => {
            const mail = { raw: raw.toString("utf8"), parsed, envelopeTo: session.envelope.rcptTo.map((r) => r.address) };
            mails.push(mail);
            if (options.dir) {
              fs.mkdirSync(options.dir, { recursive: true });
              const name = `${Date.now()}-${mails.length}.eml`;
              fs.writeFileSync(path.join(options.dir, `${name}.partial`), raw);
              fs.renameSync(path.join(options.dir, `${name}.partial`), path.join(options.dir, name));
            }
            for (const wake of waiters) wake();
            callback();
          }, callback);
        });
      },
    });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = create();
      server.on("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server?.server.address();
        if (address && typeof address === "object") port = address.port;
        resolve();
      });
    });

  await listen();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    waitFor(count, match = () => true, timeoutMs = 90_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.filter(match);
          if (found.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mails, got ${mails.filter(match).length} of ${mails.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        const s = server;
        server = undefined;
        s.close(() => resolve());
      }),
    start: listen,
  };
}

/** The mails a sink started with `dir` wrote there (used by browser tests, which run in other processes). */
export async function readMailDir(dir: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
}
