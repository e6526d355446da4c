import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A route's clientLoader stays in its route's module: split into a chunk of its own, the
  // home page's (which preloads the contact form) cost one more script and 0.4 KiB of the
  // page's 100 KiB of JavaScript.
  splitRouteModules: false,
} satisfies Config;
