import type { Lang } from "../../lib/lang";

/** The flag of a language: the Union Jack for English, Spain's for Spanish. Decorative. */
export function Flag({ lang }: { lang: Lang }) {
  return lang === "en" ? (
    <svg className="flag" viewBox="0 0 60 30" width="30" height="15" aria-hidden="true" focusable="false">
      <clipPath id="flag-uk-clip">
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#flag-uk-clip)" stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  ) : (
    <svg className="flag" viewBox="0 0 60 40" width="30" height="20" aria-hidden="true" focusable="false">
      <rect width="60" height="40" fill="#AA151B" />
      <rect y="10" width="60" height="20" fill="#F1BF00" />
    </svg>
  );
}
