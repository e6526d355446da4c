import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { useNearViewport } from "../../ui/use-near-viewport";
import { DeferredContactForm } from "../contact/deferred-contact-form";
import { useTextBlocks } from "../content/root-data";
import { siteFacts } from "../content/site";
import { useLang } from "../language/use-lang";
import { homeAnchors } from "../navigation/anchors";
import { homeTexts } from "./home-texts";
import "./home.css";

/**
 * The contact section (spec §2): heading, the embedded map, and the contact form.
 * issue 6 §3: the map and the form's code load only when the section comes near the
 * screen, or at once when the visitor goes to it (#form-contact) or into it.
 */
export function ContactSection() {
  const text = useTextBlocks();
  const t = homeTexts[useLang()];
  const { street, locality, country } = siteFacts.address;
  const section = useRef<HTMLElement>(null);
  const goneTo = useLocation().hash === `#${homeAnchors.contact}`;
  const [entered, setEntered] = useState(false);
  const mapNear = useNearViewport(section, { force: goneTo });
  // The form's code is larger than a photo: it starts a screen ahead.
  const formNear = useNearViewport(section, { margin: "100%", force: goneTo || entered });
  const map = {
    title: t.mapTitle,
    referrerPolicy: "no-referrer-when-downgrade",
    width: "600",
    height: "450",
  } as const;
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
            {/* Without src until it is near: an empty frame keeps the map's place. */}
            <iframe {...map} src={mapNear ? siteFacts.mapEmbedUrl : undefined} className={mapNear ? undefined : "contact__map--waiting"} />
            <noscript>
              <iframe {...map} src={siteFacts.mapEmbedUrl} loading="lazy" />
            </noscript>
            <p className="contact__address">
              {t.address}: {street}, {locality}, {country}
            </p>
          </div>
          <DeferredContactForm wanted={formNear} />
        </div>
      </div>
    </section>
  );
}
