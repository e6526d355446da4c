import { Link } from "react-router";
import { fill } from "#app/lib/fill.ts";
import { useAdminText } from "./use-admin-text.ts";

/** Previous / next links; `hrefOf(page)` builds each page's address. */
export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useAdminText();
  if (pages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={t.pagination}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev">
          {t.previous}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>{fill(t.pageOf, { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next">
          {t.next}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
