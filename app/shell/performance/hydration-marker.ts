/**
 * The attribute the root layout sets on <html> once React has hydrated the page (app/root.tsx).
 * Browser tests wait for it; the hydration loader holds an early tap until it appears
 * (deferred-hydration.ts). Its own module, so the pages' script carries only this name.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
