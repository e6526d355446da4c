// The ALTCHA widget, loaded only in the browser. The "external" build keeps its
// styles in a stylesheet and its proof-of-work in a worker file served by us, so a
// strict Content-Security-Policy needs no inline code, no blob: workers (docs/product.md §16).
import "altcha/external";
import "altcha/altcha.css";
import "altcha/i18n/es-419";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
