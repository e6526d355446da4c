import { ownersBilingual } from "#app/lib/bilingual.ts";

// Signing in and out of the owners' area.
// One slice of the owners' area's texts (composed in ../shell/dictionary.ts): Spanish has
// exactly the keys of English, checked by the compiler. Placeholders in braces are filled by fill().

export const signInTexts = ownersBilingual({
  en: {
    signInTitle: "Sign in",
    signInIntro: "For the owners of {site}.",
    signInToContinue: "Sign in to continue.",
    email: "E-mail",
    password: "Password",
    signInSubmit: "Sign in",
    signingIn: "Signing in…",
    wrongCredentials: "Wrong e-mail or password.",
    tooManyAttempts: "Too many attempts. Try again in {minutes} min.",
    signInBusy: "Too many sign-ins at this moment. Try again in a few seconds.",
    formRefused: "This form could not be read. Reload the page and try again.",
    emailRequired: "Enter your e-mail.",
    emailInvalid: "Enter a valid e-mail address.",
    passwordRequired: "Enter your password.",
    signedOut: "You have signed out.",
    forbidden: "This form was sent from another site and was refused.",
  },
  es: {
    signInTitle: "Iniciar sesión",
    signInIntro: "Para los dueños de {site}.",
    signInToContinue: "Inicia sesión para continuar.",
    email: "Correo electrónico",
    password: "Contraseña",
    signInSubmit: "Entrar",
    signingIn: "Entrando…",
    wrongCredentials: "Correo o contraseña incorrectos.",
    tooManyAttempts: "Demasiados intentos. Inténtalo de nuevo en {minutes} min.",
    signInBusy: "Demasiados inicios de sesión en este momento. Inténtalo de nuevo en unos segundos.",
    formRefused: "No se pudo leer este formulario. Recarga la página e inténtalo de nuevo.",
    emailRequired: "Escribe tu correo electrónico.",
    emailInvalid: "Escribe un correo electrónico válido.",
    passwordRequired: "Escribe tu contraseña.",
    signedOut: "Has cerrado la sesión.",
    forbidden: "Este formulario se envió desde otro sitio y se ha rechazado.",
  },
});
