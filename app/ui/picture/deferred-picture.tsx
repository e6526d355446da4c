import { useRef, type CSSProperties } from "react";
import { useNearViewport } from "../use-near-viewport.ts";
import { Picture, type PictureProps } from "./picture.tsx";
import "./deferred-picture.css";

export type DeferredPictureProps = Omit<PictureProps, "loading" | "priority"> & {
  /** Set by a parent that decides itself (a carousel loads a slide when it is about to show it). */
  show?: boolean;
};

/**
 * A photo below the fold that is really deferred (docs/product.md §15.3): the page's HTML holds a
 * box of the photo's proportions, and the photo is asked for only once the box comes
 * near the screen. The browser's own `loading="lazy"` starts far too early for a slow
 * connection (Chromium: 1250 px below the screen and more). Without JavaScript the
 * <noscript> copy shows instead (and deferred-picture.css hides the empty box).
 */
export function DeferredPicture({ show, ...props }: DeferredPictureProps) {
  const box = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(box, { force: show !== undefined });
  const visible = show ?? near;
  const { photo, className } = props;
  return (
    <>
      {visible ? (
        <Picture {...props} />
      ) : (
        <span
          ref={box}
          className={["deferred-picture", className].filter(Boolean).join(" ")}
          style={{ "--ratio": `${photo.width} / ${photo.height}` } as CSSProperties}
          data-deferred-slot={photo.slot}
        />
      )}
      <noscript>
        <Picture {...props} />
      </noscript>
    </>
  );
}
