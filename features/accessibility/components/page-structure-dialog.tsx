"use client";

import { useState } from "react";
import { pageStructureCopy } from "@/features/accessibility/panel-copy";
import { collectPageStructure, moveTo, type StructureItem } from "@/features/accessibility/page-structure";
import { ModalSheet } from "./modal-sheet";
import "./page-structure-dialog.css";

interface PageStructureDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Closes without handing focus back to the opener: the chosen heading or region takes it. */
  readonly onCloseForItem: () => void;
}

/** The navigator, loaded on first open; it reads the page as it is at that moment. */
export function PageStructureDialog({ open, onClose, onCloseForItem }: PageStructureDialogProps) {
  if (!open) return null;
  return <StructureDialog onClose={onClose} onCloseForItem={onCloseForItem} />;
}

function StructureDialog({ onClose, onCloseForItem }: Omit<PageStructureDialogProps, "open">) {
  // Read once, before the dialog itself is in the page.
  const [structure] = useState(() => collectPageStructure(document));
  const go = (item: StructureItem) => {
    onCloseForItem();
    // After the dialog has gone and the page is no longer inert, or focus could not land there.
    requestAnimationFrame(() => moveTo(item.element));
  };
  return (
    <ModalSheet
      title={pageStructureCopy.title}
      closeLabel={pageStructureCopy.closeButton}
      onClose={onClose}
      describedBy="page-structure-intro"
      className="page-structure"
    >
      <p id="page-structure-intro" className="page-structure__intro">
        {pageStructureCopy.intro}
      </p>
      <h3 id="page-structure-headings" className="page-structure__heading">
        {pageStructureCopy.headings}
      </h3>
      {structure.headings.length > 0 ? (
        <ul className="page-structure__list" aria-labelledby="page-structure-headings">
          {structure.headings.map((item, index) => (
            <li key={index} className="page-structure__item" data-level={Math.min(item.level, 4)}>
              <button type="button" className="page-structure__link" onClick={() => go(item)}>
                <span className="page-structure__level" aria-hidden="true">
                  H{item.level}
                </span>
                <span>{item.label}</span>
                <span className="visually-hidden">, {pageStructureCopy.level(item.level)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{pageStructureCopy.noHeadings}</p>
      )}
      <h3 id="page-structure-landmarks" className="page-structure__heading">
        {pageStructureCopy.landmarks}
      </h3>
      <ul className="page-structure__list" aria-labelledby="page-structure-landmarks">
        {structure.landmarks.map((item, index) => (
          <li key={index} className="page-structure__item">
            <button type="button" className="page-structure__link" onClick={() => go(item)}>
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </ModalSheet>
  );
}
