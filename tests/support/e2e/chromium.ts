// Debian's Chromium, the only browser here (docs/testing.md): where it is and the flags every
// headless start needs on this machine (no sandbox as root, no GPU, and none of the background
// connections the closed network would refuse). The browser tests, the bench and its first-tap
// measure start it with these.
export const chromiumPath = "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
