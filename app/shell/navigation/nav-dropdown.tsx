import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/**
 * A disclosure dropdown of links (WAI-ARIA disclosure navigation pattern): the button
 * opens and closes it by mouse, touch, Enter or Space; Escape closes it and gives the
 * focus back to the button; it closes when focus or a tap goes elsewhere.
 *
 * A tap elsewhere closes it on its click, never before: on a phone the open list pushes the
 * items below it down, and closing it as the finger lands (pointerdown, or the blur that comes
 * with it) would move the tapped item away before its click (docs/decisions/0023-every-control-answers-the-first-tap.md).
 */
export function NavDropdown({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // True from a press until its click, its cancel (a scroll) or a key: a blur the press causes
  // leaves the closing to the click.
  const pressing = useRef(false);

  useEffect(() => {
    if (!open) return;
    const watch = (e: Event) => {
      pressing.current = e.type === "pointerdown";
      if (e.type === "click" && !root.current?.contains(e.target as Node)) setOpen(false);
    };
    const types = ["pointerdown", "pointercancel", "keydown", "click"];
    for (const type of types) document.addEventListener(type, watch, true);
    return () => {
      for (const type of types) document.removeEventListener(type, watch, true);
    };
  }, [open]);

  return (
    <li
      className={className ? `nav-dropdown ${className}` : "nav-dropdown"}
      ref={root}
      data-open={open}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        // The focus left by the keyboard (Tab): close. By a press: its click closes it.
        if (!pressing.current && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-link nav-dropdown__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <svg className="nav-dropdown__caret" viewBox="0 0 12 8" width="12" height="8" aria-hidden="true" focusable="false">
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul
        id={listId}
        className="nav-dropdown__menu"
        hidden={!open}
        onClick={(e) => {
          if ((e.target as Element).closest("a")) setOpen(false);
        }}
      >
        {children}
      </ul>
    </li>
  );
}
