import { Badge } from "~/components/plain/Badge";
import plain from "~/components/plain/plain.module.css";
import { SectionCard } from "~/components/SectionCard";
import { IconCertificate } from "@tabler/icons-react";
import { useLocale, useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import { formatLongDate } from "~/shared/format";
import classes from "./PublicCertificateSection.module.css";

/** Someone's certificate on their public sustainability page (public profiles only). */
export function PublicCertificateSection({ userId }: { userId: string }) {
  const t = useTranslations("certificates");
  const locale = useLocale();
  const shown = api.sustainability.certificate.ofUser.useQuery({ userId });
  if (!shown.data) return null;
  const { name, certificate } = shown.data;
  return (
    <SectionCard id="public-certificate" title={t("public.title")}>
      {certificate ? (
        <div className={classes.certificate}>
          <IconCertificate size={32} aria-hidden="true" />
          <div className={classes.words}>
            <Badge color="dark">{t("public.certified")}</Badge>
            <p className={plain.small}>
              {t("public.earned", { name, date: formatLongDate(certificate.issuedAt, locale) })}
            </p>
            <p className={plain.small}>
              {t.rich("public.serial", {
                serial: certificate.serial,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
          </div>
        </div>
      ) : (
        <p className={`${plain.small} ${plain.dimmed}`}>{t("public.none", { name })}</p>
      )}
    </SectionCard>
  );
}
