import { createContext, useContext, type ReactNode } from "react";

/**
 * Data that a page shows as text which never changes in the browser (the menu as text), sent
 * once (docs/decisions/0024-text-sent-once.md). In a document the server renders it into the
 * HTML and leaves it out of the hydration data, where React Router would send it a second
 * time; the browser keeps the server's HTML of it and never hydrates it. In the data of a
 * client navigation (`.data`) it travels as usual, since there is no HTML to keep.
 *
 * A loader wraps the value with sendOnce (sent-once.server.ts); the component renders it with
 * <RenderedOnce>. In app/lib, so it travels only with the pages that use it (app/shell is in
 * every page's scripts: docs/decisions/0017-layout.md).
 */
export type SentOnce<T> = { value: T } | { inDocument: string };

/** The values of the document being rendered on the server, by name; null in the browser. */
const DocumentValues = createContext<ReadonlyMap<string, unknown> | null>(null);

/** entry.server.tsx: what the loaders set aside for this document's render. */
export function DocumentValuesProvider({ values, children }: { values: ReadonlyMap<string, unknown> | null; children: ReactNode }) {
  return <DocumentValues.Provider value={values}>{children}</DocumentValues.Provider>;
}

/**
 * The value to render, or undefined where the page already holds its HTML: the browser
 * hydrating a document. T is an object or a string, never undefined, so the two cannot be confused.
 */
export function useSentOnce<T extends object | string>(sent: SentOnce<T>): T | undefined {
  const values = useContext(DocumentValues);
  if ("value" in sent) return sent.value;
  // sendOnce stored it under this name for this request, with the type its caller declared.
  return values?.get(sent.inDocument) as T | undefined;
}

/**
 * The props of an element that keeps the server's HTML inside it. React writes innerHTML only
 * when __html changes, so the server's HTML stays; in production React does not compare it
 * while hydrating, and suppressHydrationWarning silences the development build's comparison.
 */
const KEEP_SERVER_HTML = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

/**
 * A block whose HTML the server sent and the browser keeps as it is. Rendered from the
 * value where there is one (on the server, and after a client navigation); in a hydrating
 * document it is an element React never looks into. The `key` makes a later value replace
 * the kept HTML instead of being added beside it.
 */
export function RenderedOnce<T extends object | string>({ sent, children }: { sent: SentOnce<T>; children: (value: T) => ReactNode }) {
  const value = useSentOnce(sent);
  return value === undefined ? (
    <div key="kept" {...KEEP_SERVER_HTML} />
  ) : (
    <div key="rendered">{children(value)}</div>
  );
}
