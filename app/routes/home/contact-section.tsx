import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { useNearViewport } from "#app/ui/use-near-viewport.ts";
import { DeferredContactForm } from "#app/features/requests/form/deferred-contact-form.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { useTextBlocks } from "#app/shell/content/page-text-blocks.ts";
import { DeferredPicture } from "#app/ui/picture/deferred-picture.tsx";
import { homeAnchors } from "#app/shell/navigation/anchors.ts";
import type { HomeWords } from "./home-texts.ts";
import type { MapView } from "./map-view.server.ts";
import "./home.css";

/**
 * The contact section (docs/product.md §2): heading, the map, and the contact form.
 * The map is the site's own photo with links to map applications; Google's interactive
 * map loads only when the visitor asks (map-view.server.ts). The form's code loads only
 * when the section comes near the screen, or at once when the visitor goes to it
 * (#form-contact) or into it.
 */
export function ContactSection({ map, t }: { map: MapView; t: HomeWords }) {
  const text = useTextBlocks("home");
  const { street, locality, country } = map.address;
  const section = useRef<HTMLElement>(null);
  const goneTo = useLocation().hash === `#${homeAnchors.contact}`;
  const [entered, setEntered] = useState(false);
  const [live, setLive] = useState(false);
  const hydrated = useHydrated();
  // The form's code is larger than a photo: it starts a screen ahead.
  const formNear = useNearViewport(section, { margin: "100%", force: goneTo || entered });
  return (
    <section
      ref={section}
      id={homeAnchors.contact}
      className="page-section contact"
      aria-labelledby="contact-title"
      onFocus={() => setEntered(true)}
      onPointerDown={() => setEntered(true)}
    >
      <div className="container">
        <h2 id="contact-title" className="section-title">
          {text("contactus", "contact")}
        </h2>
        <div className="contact__grid">
          <div className="contact__map">
            <div className="contact__map-view">
              {live ? (
                // Focused, so a keyboard or screen reader visitor lands in what they asked for.
                <iframe title={map.embedTitle} src={map.embedUrl} referrerPolicy="no-referrer-when-downgrade" ref={(f) => f?.focus()} />
              ) : (
                map.photo && (
                  // The link says where it goes; the address is written below the photo.
                  <a href={map.photoLink.href}>
                    <DeferredPicture photo={map.photo} sizes="(min-width: 62rem) 36rem, 100vw" alt="" />
                    <span className="visually-hidden">{map.photoLink.label}</span>
                  </a>
                )
              )}
            </div>
            <p className="contact__address">
              {t.address}: {street}, {locality}, {country}
            </p>
            <p className="contact__map-links">
              {map.linksLabel}:{" "}
              {map.links.map((l, i) => (
                <span key={l.href}>
                  {i ? " · " : ""}
                  <a href={l.href}>{l.label}</a>
                </span>
              ))}
            </p>
            {/* Before the scripts run, a plain link to Google Maps; then a button that loads the map here. */}
            {live ? null : hydrated ? (
              <button type="button" className="button-secondary contact__map-load" onClick={() => setLive(true)}>
                {map.load}
              </button>
            ) : (
              <a className="button-secondary contact__map-load" href={map.loadHref}>
                {map.load}
              </a>
            )}
          </div>
          <DeferredContactForm wanted={formNear} />
        </div>
      </div>
    </section>
  );
}
