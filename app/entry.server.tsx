import { Writable } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { logger } from "./logger.server.ts";
import { loggablePath } from "./lib/loggable-path.ts";
import { isAdminPath } from "./lib/admin-paths.ts";
import { deferHydration } from "./shell/performance/deferred-hydration.ts";
import { cspNonceContext, NonceProvider } from "./shell/security/csp-nonce.tsx";
import { DocumentValuesProvider } from "./lib/sent-once.tsx";
import { documentValuesContext } from "./lib/sent-once.server.ts";
import { withDocumentJsonLd } from "./shell/seo/document-json-ld.server.ts";
import type { PageHandle } from "#app/root.tsx";

// React Router's default Node entry, plus the CSP nonce (docs/operations.md §8), pino logging, and
// scripts that load after the page (docs/product.md §15.3).

export const streamTimeout = 5_000;

/** Whether a public page that hydrates at once was reported (see deferHydration). */
let reportedUndeferred = false;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.get(cspNonceContext) ?? "";
  // What the loaders sent only in this HTML, not in its hydration data (lib/sent-once.tsx).
  const documentValues = loadContext.get(documentValuesContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The whole document is rendered before it is sent (no page streams anything after
    // its shell), so it can be rewritten: its scripts load after the page (docs/product.md §15.3,
    // app/shell/performance/deferred-hydration.ts).
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        const document = Buffer.concat(chunks).toString("utf8");
        // An owners' page hydrates at once (its forms may need React) unless its route says its
        // scripts can wait for the page: the inbox, a request, the day view, which an owner opens
        // on a phone (root.tsx, PageHandle; docs/decisions/0008-hydration-after-load.md).
        const pathname = new URL(request.url).pathname;
        const atOnce = isAdminPath(pathname) && !scriptsAfterLoad(routerContext);
        const deferral = atOnce ? { html: document, deferred: true } : deferHydration(document);
        // A page that would hydrate at once loads its scripts with the first screen: the
        // JavaScript budget no longer holds. Said once, not silently.
        if (!deferral.deferred && !reportedUndeferred) {
          reportedUndeferred = true;
          logger.warn({ path: loggablePath(pathname) }, "page scripts not deferred: no React Router module script found");
        }
        // The Restaurant's JSON-LD, in the HTML only (app/shell/seo/document-json-ld.server.ts).
        const html = withDocumentJsonLd(deferral.html, documentValues, nonce);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <DocumentValuesProvider values={documentValues}>
          {/* Nonces React Router's own inline scripts, including streamed loader data. */}
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentValuesProvider>
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        // The page is sent whole (onAllReady), so React must not move a large <Suspense>
        // section out of place to send it later (its default, past 12,800 bytes): the
        // browser would get it hidden, then moved in by an inline script, after the
        // first paint. The home page's sections are boundaries so that they hydrate apart.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by handleError.
          if (shellRendered) logRenderError(error, request);
        },
      },
    );
  });
}

/** Whether a route of the page asks for its scripts after the page's load (`scripts: "after-load"`). */
function scriptsAfterLoad(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as PageHandle | undefined)?.scripts === "after-load",
  );
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A visitor who goes away mid-request is not an error.
  if (request.signal.aborted) return;
  logRenderError(error, request);
};

function logRenderError(error: unknown, request: Request) {
  const url = new URL(request.url);
  logger.error({ err: error, method: request.method, path: loggablePath(url.pathname + url.search) }, "render error");
}
