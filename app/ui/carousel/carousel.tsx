import type { EmblaCarouselType } from "embla-carousel";
import type * as Engine from "./carousel-engine.lazy.ts";
import { useEffect, useRef, useState, type RefObject } from "react";
import { wrapIndex } from "./carousel-steps.ts";
import { useNearViewport } from "../use-near-viewport.ts";
import { usePrefersReducedMotion } from "../use-prefers-reduced-motion.ts";
import { DeferredPicture } from "../picture/deferred-picture.tsx";
import { Picture } from "../picture/picture.tsx";
import type { Photo } from "../picture/photo.ts";
import type { carouselTexts } from "./carousel-texts.ts";
import "./carousel.css";

/**
 * A carousel's words in the page's language (carousel-words.server.ts): its controls' names and,
 * for each photo, its name ("2 of 5") and its indicator's ("Show photo 2 of 5").
 */
export type CarouselWords = (typeof carouselTexts)["en"] & { slides: { name: string; show: string }[] };

export type CarouselProps = {
  /** The carousel's accessible name, e.g. "Photos of our location". */
  label: string;
  photos: Photo[];
  /** Its words, from the page's loader (carousel-words.server.ts), for as many photos as `photos`. */
  t: CarouselWords;
  /** The `sizes` of its images: how wide the carousel is shown. */
  sizes: string;
  className?: string;
  /** The first photo is part of the first screen: in the page's HTML, fetched at once (docs/product.md §15.3). */
  firstOnScreen?: boolean;
};

/**
 * The one photo carousel of the site (docs/product.md §2): advances every CAROUSEL_INTERVAL_MS,
 * wraps both ways, pauses while hovered or focused and on its pause button, never
 * auto-advances for visitors who prefer reduced motion, answers ArrowLeft/ArrowRight
 * and moves exactly one slide for a swipe beyond SWIPE_THRESHOLD_PX.
 */
export function Carousel({ label, photos, t, sizes, className, firstOnScreen = false }: CarouselProps) {
  const count = photos.length;
  const reducedMotion = usePrefersReducedMotion();
  const root = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  // docs/product.md §15.3: the photos are fetched once the carousel comes near the screen, the
  // engine (it only turns and swipes them) once the carousel is on it.
  const near = useNearViewport(root);
  const onScreen = useNearViewport(root, { margin: "0px" });

  const [selected, setSelected] = useState(0);
  const [warmed, setWarmed] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const api = useCarouselEngine(viewportRef, onScreen, setDragging);
  // Reduced motion starts paused; the visitor may still press play.
  const paused = userPaused ?? reducedMotion;
  const playing = count > 1 && !paused && !hovered && !focused && !dragging;

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const index = api.selectedScrollSnap();
      setSelected(index);
      // Load the slide shown and its neighbours; the rest wait until they are next.
      setWarmed((prev) => new Set([...prev, index, wrapIndex(index, 1, count), wrapIndex(index, -1, count)]));
    };
    onSelect();
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api, count]);

  // A press before the engine has arrived (the carousel just came on screen, on a slow
  // connection) is kept and done when it arrives, not lost.
  const waitingMove = useRef<((engine: EmblaCarouselType) => void) | null>(null);
  useEffect(() => {
    if (!api || !waitingMove.current) return;
    waitingMove.current(api);
    waitingMove.current = null;
  }, [api]);
  const move = (to: (engine: EmblaCarouselType) => void) => {
    if (api) to(api);
    else waitingMove.current = to;
  };
  const go = (direction: 1 | -1) =>
    move((engine) => (direction === 1 ? engine.scrollNext(reducedMotion) : engine.scrollPrev(reducedMotion)));

  return (
    <section
      ref={root}
      className={["carousel", className].filter(Boolean).join(" ")}
      aria-roledescription={t.carousel}
      aria-label={label}
      // Focusable, so ArrowLeft/ArrowRight work without first tabbing to a button.
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
        e.preventDefault();
        go(e.key === "ArrowRight" ? 1 : -1);
      }}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHovered(false)}
      data-playing={playing}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__container">
          {photos.map((photo, i) => (
            <div
              className="carousel__slide"
              key={photo.slot}
              role="group"
              aria-roledescription={t.slide}
              aria-label={t.slides[i]?.name}
              aria-current={i === selected ? "true" : undefined}
            >
              {firstOnScreen && i === 0 ? (
                <Picture photo={photo} sizes={sizes} priority />
              ) : (
                <DeferredPicture photo={photo} sizes={sizes} show={near && warmed.has(i)} />
              )}
            </div>
          ))}
        </div>
      </div>
      {/* Announces the photo shown when the visitor moves it; silent while it turns by itself (WAI-ARIA carousel). */}
      <p className="visually-hidden" aria-live={playing ? "off" : "polite"} aria-atomic="true">
        {t.slides[selected]?.name}
      </p>
      {count > 1 && (
        <>
          <button type="button" className="carousel__arrow carousel__arrow--prev" aria-label={t.previous} onClick={() => go(-1)}>
            <Chevron direction="left" />
          </button>
          <button type="button" className="carousel__arrow carousel__arrow--next" aria-label={t.next} onClick={() => go(1)}>
            <Chevron direction="right" />
          </button>
          <div className="carousel__controls">
            <button
              type="button"
              className="carousel__play"
              aria-label={paused ? t.play : t.pause}
              onClick={() => setUserPaused(!paused)}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
            <div className="carousel__dots" role="group" aria-label={t.indicators}>
              {photos.map((photo, i) => (
                <button
                  type="button"
                  key={photo.slot}
                  className="carousel__dot"
                  aria-label={t.slides[i]?.show}
                  aria-current={i === selected ? "true" : undefined}
                  onClick={() => move((engine) => engine.scrollTo(i, reducedMotion))}
                />
              ))}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The engine (carousel-engine.lazy.ts), started on the viewport once `enabled`; undefined until
 * then. It follows swipes itself and tells `onDragging` while the slides are held.
 */
function useCarouselEngine(
  viewport: RefObject<HTMLDivElement | null>,
  enabled: boolean,
  onDragging: (dragging: boolean) => void,
): EmblaCarouselType | undefined {
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    const node = viewport.current;
    if (!enabled || !node) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    import("./carousel-engine.lazy.ts")
      .then(({ startEngine }: typeof Engine) => {
        if (cancelled) return;
        instance = startEngine(node, onDragging);
        setApi(instance);
      })
      // Offline with the engine not cached: the photos stay, scrollable as without JavaScript.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [viewport, enabled, onDragging]);
  return api;
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
