import { ownersBilingual } from "#app/lib/bilingual.ts";

// The counter under an owners' field with a maximum (char-counter.tsx). Placeholders in braces are filled by fill().
export const charCounterTexts = ownersBilingual({
  en: {
    limit: "At most {max} characters.",
    count: "{n} of {max} characters",
    over: "{over} over the limit of {max} characters",
    near: "Near the limit of {max} characters.",
    overSaid: "Over the limit of {max} characters.",
    tooLong: "Too long: at most {max} characters. Nothing was saved.",
    limitBytes: "At most {max} bytes (an accented letter counts as two).",
    countBytes: "{n} of {max} bytes",
    overBytes: "{over} over the limit of {max} bytes",
    nearBytes: "Near the limit of {max} bytes.",
    overSaidBytes: "Over the limit of {max} bytes.",
  },
  es: {
    limit: "Máximo {max} caracteres.",
    count: "{n} de {max} caracteres",
    over: "{over} por encima del límite de {max} caracteres",
    near: "Cerca del límite de {max} caracteres.",
    overSaid: "Por encima del límite de {max} caracteres.",
    tooLong: "Demasiado largo: máximo {max} caracteres. No se ha guardado nada.",
    limitBytes: "Máximo {max} bytes (una letra con tilde cuenta como dos).",
    countBytes: "{n} de {max} bytes",
    overBytes: "{over} por encima del límite de {max} bytes",
    nearBytes: "Cerca del límite de {max} bytes.",
    overSaidBytes: "Por encima del límite de {max} bytes.",
  },
});
