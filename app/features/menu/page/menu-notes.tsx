import type { UpdateNote } from "../rules/menu-update-note.ts";
import "./menu-notes.css";

/** carta.actualizacion (docs/product.md §2): the owners' note, or the date of the last menu change. */
export function MenuUpdateNote({ note }: { note: UpdateNote }) {
  return (
    <p className="menu-update-note">
      {note.kind === "own" ? (
        note.text
      ) : (
        <>
          {note.before}
          <time dateTime={note.isoDate}>{note.date}</time>
          {note.after}
        </>
      )}
    </p>
  );
}

/** The price disclaimer (docs/product.md §3: prices in euros, for reference only, may change daily). */
export function PriceDisclaimer({ text }: { text: string }) {
  return <p className="menu-price-disclaimer">{text}</p>;
}
