import { useSyncExternalStore } from "react";
import type { Lang } from "#app/lib/lang.ts";
import { offlineNotice } from "./offline-texts.ts";
import "./offline-notice.css";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** A small notice while the browser has no connection (docs/product.md §15.5); nothing on the server. */
export function OfflineNotice({ lang }: { lang: Lang }) {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  return (
    <p className="offline-notice" role="status" hidden={!offline}>
      {offline ? offlineNotice[lang].notice : null}
    </p>
  );
}
