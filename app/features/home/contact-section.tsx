import { ContactForm } from "../contact/contact-form";
import { useTextBlocks } from "../content/root-data";
import { siteFacts } from "../content/site";
import { useLang } from "../language/use-lang";
import { homeAnchors } from "../navigation/anchors";
import { homeTexts } from "./home-texts";
import "./home.css";

/** The contact section (spec §2): heading, the embedded map, and the contact form. */
export function ContactSection() {
  const text = useTextBlocks();
  const t = homeTexts[useLang()];
  const { street, locality, country } = siteFacts.address;
  return (
    <section id={homeAnchors.contact} className="page-section contact" aria-labelledby="contact-title">
      <div className="container">
        <h2 id="contact-title" className="section-title">
          {text("contactus", "contact")}
        </h2>
        <div className="contact__grid">
          <div className="contact__map">
            <iframe
              src={siteFacts.mapEmbedUrl}
              title={t.mapTitle}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              width="600"
              height="450"
            />
            <p className="contact__address">
              {t.address}: {street}, {locality}, {country}
            </p>
          </div>
          <div className="contact-form-slot">
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
