// The restaurant's colours on what is drawn of the menu (its card images, its PDF) and on the
// table card: the tokens of app/shell/layout/global.css (a unit test keeps them equal). Apart from
// ../card-images/card-image.server.tsx, so the table card's PDF, drawn in the server, does not load that file's
// renderers (satori, resvg, sharp) for six colours (docs/operations.md §14).
export const cardPalette = {
  wine: "#6d1a2b",
  wineLight: "#8c2a3e",
  gold: "#e0a84e",
  cream: "#fbf5ec",
  ink: "#2a1c17",
  inkSoft: "#5a4a42",
} as const;
