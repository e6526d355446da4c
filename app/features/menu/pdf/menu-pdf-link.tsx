import { fill } from "#app/lib/fill.ts";
import type { MenuPageWords } from "../page/menu-page-data.ts";
import "./menu-pdf-link.css";

/**
 * 'Download PDF Version' (docs/product.md §2), with the file's type and size. `download`, because
 * the button says so; the address itself opens in the browser when shared.
 */
export function MenuPdfLink({ pdf, t }: { pdf: { href: string; bytes: number }; t: Pick<MenuPageWords, "pdfLink" | "pdfSize"> }) {
  return (
    <p className="menu-pdf-link">
      <a href={pdf.href} type="application/pdf" download className="button">
        {t.pdfLink}
      </a>{" "}
      <span className="menu-pdf-link__size">({fill(t.pdfSize, { size: `${Math.max(1, Math.round(pdf.bytes / 1024))} KB` })})</span>
    </p>
  );
}
