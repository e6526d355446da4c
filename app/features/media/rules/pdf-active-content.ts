// What an uploaded PDF may not carry (docs/product.md §13.4): a guest downloads the city map and
// opens it in whatever reader they have, so it must be a document, nothing that acts by itself.
// Checked on the PDF's dictionaries, names unescaped ("/J#61vaScript" is /JavaScript), including
// those packed into compressed object streams (pdf-active-content.server.ts).

const MIB = 1024 * 1024;

/**
 * The names that make a reader act or carry more than the page: scripts, actions run on
 * events, programs launched, files attached, embedded media, XML forms, forms that send or
 * fetch data. One of them anywhere in the PDF's objects refuses it.
 */
export const PDF_ACTIVE_NAMES: readonly string[] = [
  "JavaScript",
  "JS",
  "AA",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
];

/**
 * /OpenAction is refused when it is an action other than going to one of its pages (a
 * dictionary, or an object that is neither an array nor a go-to action); a destination ("open
 * at page 1, fit to the window": an array, or /S /GoTo) is a document's own.
 */
export const PDF_OPEN_ACTION = "OpenAction";

/**
 * The most bytes the check inflates from a PDF's compressed object streams. A scanned map's
 * objects are a few hundred KB; a PDF whose streams inflate beyond this (a zip bomb) is refused
 * as one that could not be checked.
 */
export const PDF_INFLATE_MAX_BYTES = 32 * MIB;
