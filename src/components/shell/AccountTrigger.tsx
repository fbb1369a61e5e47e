import type { ButtonHTMLAttributes, Ref } from "react";
import { useTranslations } from "use-intl";
import { LineIcon } from "~/components/plain/LineIcon";
import classes from "./AppHeader.module.css";

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? "").join("") || "?";
}

type AccountTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  name: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The account menu's button in plain markup (Mantine's Avatar, name and chevron, as they looked):
 * the server draws it and it opens the menu, whose code loads after the page is interactive
 * (`UserMenu`); the loaded menu uses it as its target, so the two look the same.
 */
export function AccountTrigger({ name, ref, ...rest }: AccountTriggerProps) {
  const t = useTranslations();
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={t("shell.account.menuOf", { name })}
      {...rest}
      ref={ref}
      className={classes.accountTrigger}
    >
      <span className={classes.avatar} aria-hidden="true">
        {initialsOf(name)}
      </span>
      <span className={classes.accountName}>{name}</span>
      <LineIcon size={16} strokeWidth={2}>
        <path d="M6 9l6 6l6 -6" />
      </LineIcon>
    </button>
  );
}
