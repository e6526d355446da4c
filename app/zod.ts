import { z } from "zod";

// Every schema in app/ is built with this `z` (lint forbids importing "zod" elsewhere).
//
// The pages' Content-Security-Policy forbids evaluating strings ('unsafe-eval' is not
// allowed: server/security-headers.ts). Left to itself, zod 4 decides when it builds its
// first object schema whether it may compile parsers with `new Function`, by trying
// `Function("")` once and remembering the answer. Under our policy that probe is itself
// reported as a violation, and a probe that passes leaves compiled parsing on, so that
// every later parse of an object throws an EvalError: the contact form stopped taking
// over from the server's form, and the reservation's Save did nothing. `jitless` turns
// the probe and the compiler off, and it must run before any schema exists: importing
// `z` from here guarantees that order.
z.config({ jitless: true });

export { z };
