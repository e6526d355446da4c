import { useState, useSyncExternalStore } from "react";
import { defaultLang, localizePath, type Lang } from "#app/lib/lang.ts";
import type { LanguageSuggestionWords } from "./language-suggestion-texts.ts";
import "./language-suggestion.css";

/** Where a dismissal is remembered: the suggestion is not shown again on this browser. */
const DISMISSED = "lang-suggestion";

/**
 * The English home page's one-line suggestion to read the site in the visitor's own language
 * (docs/product.md §10): the first of the browser's languages that the site publishes, when it is
 * not English. Never a redirect, so search engines and shared links keep their language. Chosen
 * in the browser after the page is up (the page is the same for everyone, and kept by the HTML
 * cache); fixed at the bottom, so nothing on the page moves. `lines`: each other published
 * language's words, from the root's data.
 */
export function LanguageSuggestion({ lines }: { lines: Partial<Record<Lang, LanguageSuggestionWords>> }) {
  const [dismissed, setDismissed] = useState(false);
  // Read from the browser, never on the server: the server's page has no suggestion.
  const lang = useSyncExternalStore(subscribe, () => (dismissed ? undefined : suggested(Object.keys(lines))), () => undefined);
  const t = lang && lines[lang];
  if (!t) return null;
  return (
    <aside className="lang-suggestion" lang={lang} aria-label={t.view}>
      <a href={localizePath("/", lang!)} hrefLang={lang}>
        {t.view}
      </a>
      <button
        type="button"
        aria-label={t.dismiss}
        title={t.dismiss}
        onClick={() => {
          try {
            localStorage.setItem(DISMISSED, "1");
          } catch {
            // Not remembered: it is gone from this page all the same.
          }
          setDismissed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

function subscribe(onChange: () => void) {
  window.addEventListener("languagechange", onChange);
  return () => window.removeEventListener("languagechange", onChange);
}

/** The first of the browser's languages the site offers here, unless the page's own comes first or a suggestion was dismissed. */
function suggested(offered: readonly string[]): Lang | undefined {
  try {
    if (localStorage.getItem(DISMISSED)) return undefined;
  } catch {
    // No storage (a private window that refuses it): suggest all the same.
  }
  for (const tag of navigator.languages) {
    const code = tag.slice(0, 2).toLowerCase();
    if (code === defaultLang) return undefined;
    if (offered.includes(code)) return code as Lang;
  }
  return undefined;
}
