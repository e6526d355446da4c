import { ownersBilingual } from "#app/lib/bilingual.ts";

// The day view's one-tap actions on a booking (arrived, no-show) and its walk-in link.
// Owners' Spanish in the tú register.

export const dayActionTexts = ownersBilingual({
  en: {
    arrived: "Arrived",
    arrivedDone: "Arrived",
    noShowDone: "Did not come",
    expected: "Expected",
    call: "Call {name}",
    walkIn: "Walk-in: add a guest at the door",
    actionsOf: "Actions for {name}",
  },
  es: {
    arrived: "Llegó",
    arrivedDone: "Llegó",
    noShowDone: "No vino",
    expected: "Por llegar",
    call: "Llamar a {name}",
    walkIn: "Sin reserva: anota a un cliente en la puerta",
    actionsOf: "Acciones para {name}",
  },
});
