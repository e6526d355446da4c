import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type {} from "altcha/types/react";
import type { AltchaWidgetElement } from "altcha/types/generic";
import { fill } from "#app/lib/fill.ts";
import type { Lang } from "#app/lib/lang.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { CAPTCHA_SETUP_PATH, type CaptchaSetup } from "../rules/contact-api.ts";
import type { ContactWords } from "./contact-form-words.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";

// The robot check above the form's buttons (docs/product.md §5). Its token reaches the form
// as the field "captcha": ALTCHA's widget writes its own hidden input with that
// name; for reCAPTCHA this component keeps one.

export type RobotCheckHandle = { reset(): void };

type GreCaptcha = {
  render(el: HTMLElement, options: Record<string, unknown>): number;
  reset(id?: number): void;
  ready(callback: () => void): void;
};
declare global {
  interface Window {
    grecaptcha?: GreCaptcha;
  }
}

type Props = {
  /** The widget's own language (ALTCHA's, reCAPTCHA's). */
  lang: Lang;
  /** The check's words around the widget, in the page's language (the page's data). */
  t: ContactWords;
  /** The e-mail and phone in force, offered where the check cannot run (the root loader's facts). */
  facts: Pick<SiteFacts, "email" | "phone">;
  /** Called once the visitor passed the check and the token is in the form. */
  onVerified(): void;
  ref?: Ref<RobotCheckHandle>;
};

export function RobotCheck({ lang, t, facts, onVerified, ref }: Props) {
  const hydrated = useHydrated();
  const verified = useRef(onVerified);
  useEffect(() => {
    verified.current = onVerified;
  });
  const [setup, setSetup] = useState<CaptchaSetup | "loading" | "unavailable" | "offline">("loading");
  /** The ALTCHA widget's language code, once its words are registered. */
  const [altchaLanguage, setAltchaLanguage] = useState("en");
  const [attempt, setAttempt] = useState(0);
  const [altchaReady, setAltchaReady] = useState(false);
  const [recaptchaToken, setRecaptchaToken] = useState("");
  const altcha = useRef<AltchaWidgetElement>(null);
  const recaptchaBox = useRef<HTMLDivElement>(null);
  const recaptchaId = useRef<number | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    fetch(CAPTCHA_SETUP_PATH)
      .then((r) => (r.ok ? (r.json() as Promise<CaptchaSetup>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then(async (s) => {
        const language = s.kind === "altcha" ? await import("./altcha-widget.client.ts").then((widget) => widget.widgetLanguage(lang)) : undefined;
        if (cancelled) return;
        if (language) setAltchaLanguage(language);
        setSetup(s);
        setAltchaReady(s.kind === "altcha");
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // docs/product.md §15.5: offline it is no failure; it loads when the connection is back.
        if (navigator.onLine === false) return setSetup("offline");
        console.error("robot check setup failed", error);
        setSetup("unavailable");
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, lang]);

  useEffect(() => {
    if (setup !== "offline") return;
    const retry = () => {
      setSetup("loading");
      setAttempt((n) => n + 1);
    };
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [setup]);

  useEffect(() => {
    if (typeof setup !== "object" || setup.kind !== "recaptcha") return;
    const render = () =>
      window.grecaptcha?.ready(() => {
        if (!recaptchaBox.current || recaptchaId.current !== undefined) return;
        recaptchaId.current = window.grecaptcha?.render(recaptchaBox.current, {
          sitekey: setup.siteKey,
          callback: (token: string) => {
            setRecaptchaToken(token);
            verified.current();
          },
          "expired-callback": () => setRecaptchaToken(""),
        });
      });
    if (window.grecaptcha) return render();
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${lang}`;
    script.async = true;
    script.onload = render;
    script.onerror = () => setSetup("unavailable");
    document.head.append(script);
  }, [setup, lang]);

  useEffect(() => {
    const widget = altcha.current;
    if (!widget) return;
    const listener = () => verified.current();
    widget.addEventListener("verified", listener);
    return () => widget.removeEventListener("verified", listener);
  }, [altchaReady]);

  useImperativeHandle(ref, () => ({
    reset() {
      altcha.current?.reset();
      if (recaptchaId.current !== undefined) window.grecaptcha?.reset(recaptchaId.current);
      setRecaptchaToken("");
    },
  }));

  return (
    <div className="robot-check" role="group" aria-label={t.robotCheck}>
      <noscript>
        <p>{fill(t.robotCheckNeedsScript, { email: facts.email, phone: facts.phone })}</p>
      </noscript>
      {hydrated && setup === "loading" && <p className="robot-check-status">{t.robotCheckLoading}</p>}
      {setup === "unavailable" && <p className="robot-check-status">{t.robotCheckUnavailable}</p>}
      {setup === "offline" && <p className="robot-check-status">{t.robotCheckOffline}</p>}
      {typeof setup === "object" && setup.kind === "altcha" && altchaReady && (
        <altcha-widget ref={altcha} challenge={setup.challengeUrl} name="captcha" language={altchaLanguage} />
      )}
      {typeof setup === "object" && setup.kind === "recaptcha" && (
        <>
          <div ref={recaptchaBox} />
          <input type="hidden" name="captcha" value={recaptchaToken} />
        </>
      )}
    </div>
  );
}
