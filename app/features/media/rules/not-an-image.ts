/** Thrown by sharp for input it cannot decode; callers turn it into a value. Apart, so they need not load sharp. */
export class NotAnImageError extends Error {}
