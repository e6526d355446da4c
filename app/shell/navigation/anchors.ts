// The home page's anchors (docs/product.md §2). Sections and links both read them from here.
export const homeAnchors = {
  location: "location",
  menu: "menu-section",
  owners: "owners-section",
  team: "team-section",
  contact: "form-contact",
} as const;
