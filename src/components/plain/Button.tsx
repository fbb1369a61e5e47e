import type { ButtonHTMLAttributes, ReactNode } from "react";
import { buttonLook, type ButtonLook } from "./button-look";
import plain from "./plain.module.css";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** Busy: a spinner over the label (the button keeps its width and its name) and no taps. */
    loading?: boolean;
    /**
     * The same spinner, but the button stays enabled and keeps focus: an opener whose dialog's code
     * is still loading (`useDeferredDialog` gives focus back to it on close).
     */
    busy?: boolean;
    /** An icon before the label. */
    leftSection?: ReactNode;
  };

/**
 * Mantine's Button in plain markup: the kit's `.button` look with its sizes and variants, and its
 * loading state (the label stays in place, hidden under the spinner, so nothing around it moves).
 */
export function Button({
  size,
  variant,
  fullWidth,
  loading = false,
  busy = false,
  leftSection,
  disabled,
  type = "button",
  className,
  children,
  ...rest
}: ButtonProps) {
  const spinning = loading || busy;
  return (
    <button
      {...rest}
      type={type}
      {...buttonLook({ size, variant, fullWidth, className })}
      data-loading={spinning || undefined}
      aria-busy={spinning || undefined}
      disabled={disabled || loading}
    >
      {spinning && (
        <span className={`${plain.spinner} ${plain.buttonSpinner}`} aria-hidden="true" />
      )}
      <span className={plain.buttonLabel}>
        {leftSection}
        {children}
      </span>
    </button>
  );
}
