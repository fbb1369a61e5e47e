import plain from "./plain.module.css";

/** Mantine Button's sizes the kit draws ("sm" is Mantine's default). */
export type ButtonSize = "xs" | "compact-sm" | "sm" | "md";
/**
 * Mantine Button's variants the kit draws ("default": the outlined grey one; "danger": filled in
 * red.8, for deleting).
 */
export type ButtonVariant = "default" | "filled" | "light" | "subtle" | "danger";

export type ButtonLook = {
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Across its column (Mantine Button's `fullWidth`). */
  fullWidth?: boolean;
  className?: string;
};

/** The props that give a `<button>` or a link the kit's button look (`.button` in ./plain). */
export function buttonLook({ size = "sm", variant = "default", fullWidth, className }: ButtonLook) {
  return {
    className: `${plain.button} mantine-focus-auto${className ? ` ${className}` : ""}`,
    "data-size": size === "sm" ? undefined : size,
    "data-variant": variant === "default" ? undefined : variant,
    "data-full-width": fullWidth || undefined,
  };
}
