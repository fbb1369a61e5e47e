import { useTranslations } from "use-intl";

/**
 * The "Order" column's title in the page's language (`ORDER_COLUMN` is a constant, so its title is
 * this component); the staff page loads the `adminShared` namespace.
 */
export function OrderTitle() {
  const t = useTranslations("adminShared");
  return <>{t("order")}</>;
}
