import Link from "next/link";
import { leadsToForm } from "@/platform/config/form-paths";
import type { MouseEventHandler, ReactNode } from "react";

export type CtaVariant = "primary" | "secondary" | "outline" | "ghost";
export type CtaSize = "sm" | "md" | "lg";

interface CtaCommonProps {
  readonly text: string;
  readonly variant?: CtaVariant;
  readonly size?: CtaSize;
  readonly fullWidth?: boolean;
  readonly disabled?: boolean;
  readonly loading?: boolean;
  /** Decorative: hidden from assistive technology, the text carries the meaning. */
  readonly icon?: ReactNode;
  readonly iconPosition?: "start" | "end";
  readonly className?: string;
}

interface CtaInternalLinkProps extends CtaCommonProps {
  /** An internal route, rendered through Next's Link. */
  readonly href: string;
  readonly externalHref?: never;
  readonly target?: never;
  readonly type?: never;
  readonly onClick?: never;
}

interface CtaExternalLinkProps extends CtaCommonProps {
  readonly externalHref: string;
  readonly target?: "_blank" | "_self";
  readonly href?: never;
  readonly type?: never;
  readonly onClick?: never;
}

interface CtaActionProps extends CtaCommonProps {
  readonly href?: never;
  readonly externalHref?: never;
  readonly target?: never;
  readonly type?: "button" | "submit" | "reset";
  readonly onClick?: MouseEventHandler<HTMLButtonElement>;
}

export type CtaButtonProps = CtaInternalLinkProps | CtaExternalLinkProps | CtaActionProps;

export function ctaClassName({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
}: Pick<CtaCommonProps, "variant" | "size" | "fullWidth" | "className">): string {
  return ["cta", `cta--${variant}`, `cta--${size}`, fullWidth ? "cta--full" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
}

/** The call to action used across the site: a link when it goes somewhere, a button when it does something. */
export function CtaButton(props: CtaButtonProps) {
  const { text, icon, iconPosition = "start", disabled = false, loading = false } = props;
  const className = ctaClassName(props);
  const opensNewTab = props.externalHref !== undefined && props.target === "_blank";

  const content = (
    <>
      {loading ? <span className="cta__spinner" aria-hidden="true" /> : null}
      {icon && iconPosition === "start" && !loading ? (
        <span className="cta__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="cta__text">{text}</span>
      {icon && iconPosition === "end" ? (
        <span className="cta__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {opensNewTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </>
  );

  const isLink = props.href !== undefined || props.externalHref !== undefined;

  // A link cannot be disabled; a disabled or loading link renders as inert text styled like the button.
  if (isLink && (disabled || loading)) {
    return (
      <span className={className} aria-disabled="true" aria-busy={loading || undefined} data-state="disabled">
        {content}
      </span>
    );
  }

  if (props.href !== undefined) {
    return (
      <Link href={props.href} className={className} prefetch={leadsToForm(props.href) ? false : undefined}>
        {content}
      </Link>
    );
  }

  if (props.externalHref !== undefined) {
    return (
      <a
        href={props.externalHref}
        className={className}
        target={props.target}
        rel={opensNewTab ? "noopener noreferrer" : undefined}
      >
        {content}
      </a>
    );
  }

  return (
    <button
      type={props.type ?? "button"}
      className={className}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={props.onClick}
    >
      {content}
    </button>
  );
}
