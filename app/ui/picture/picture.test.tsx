import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Picture } from "./picture.tsx";
import type { Photo } from "./photo.ts";

const render = (photo: Photo, at = "/") =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <Picture photo={photo} sizes="100vw" />
    </MemoryRouter>,
  );

describe("Picture", () => {
  it("offers an owner's photo in AVIF, WebP and JPEG at several widths, with its size set", () => {
    const html = render({ slot: "owners", version: 2, width: 1000, height: 750, alt: "The owners" });
    expect(html).toContain('<source type="image/avif" srcSet="/media/owners/2-480.avif 480w, /media/owners/2-960.avif 960w, /media/owners/2-1000.avif 1000w" sizes="100vw"/>');
    expect(html).toContain('<source type="image/webp"');
    expect(html).toContain('srcSet="/media/owners/2-480.jpg 480w, /media/owners/2-960.jpg 960w, /media/owners/2-1000.jpg 1000w"');
    expect(html).toContain('width="1000" height="750" alt="The owners"');
    expect(html).not.toContain("picture-note");
  });

  it("shows the site's drawing as one SVG, with its note outside it", () => {
    const drawing = {
      slot: "owners",
      version: 1,
      width: 1440,
      height: 1080,
      alt: "Foto provisional — Los dueños",
      drawing: { src: "/media/owners/drawing-0123456789ab.svg", note: "Foto próximamente" },
    };
    const es = render(drawing, "/es");
    expect(es).toContain('<picture><img src="/media/owners/drawing-0123456789ab.svg" width="1440" height="1080" alt="Foto provisional — Los dueños"');
    expect(es).not.toContain("<source");
    expect(es).toContain('<span class="picture-note" aria-hidden="true">Foto próximamente</span>');
  });
});
