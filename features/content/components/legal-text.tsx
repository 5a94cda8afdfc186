import { Fragment } from "react";
import { site } from "@/platform/config/site";

interface LegalTextProps {
  readonly text: string;
}

/**
 * Plain policy text with two enhancements: the contact address becomes a mailto link,
 * because erasure requests go there, and a leading "Label:" is set in bold for scanning.
 */
export function LegalText({ text }: LegalTextProps) {
  const label = /^([A-Z][^:]{1,40}):\s/.exec(text);
  const body = label ? text.slice(label[0].length) : text;
  const parts = body.split(site.email);
  return (
    <>
      {label ? <strong>{label[1]}: </strong> : null}
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <a href={`mailto:${site.email}`}>{site.email}</a> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
