import { useSyncExternalStore } from "react";
import type { OfflineNoticeWords } from "./offline-texts.ts";
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
export function OfflineNotice({ t }: { t: OfflineNoticeWords }) {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  return (
    <p className="offline-notice" role="status" hidden={!offline}>
      {offline ? t.notice : null}
    </p>
  );
}
