import type { ReactNode } from "react";
import "./page-header.css";

/** The title band of every page but home. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-header">
      <div className="container">
        <h1 className="page-header__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
