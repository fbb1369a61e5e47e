import { Badge } from "~/components/plain/Badge";
import { Notice } from "~/components/plain/Notice";
import plain from "~/components/plain/plain.module.css";
import { Link } from "~/components/Link";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import { formatLongDate } from "~/shared/format";
import classes from "./VerifyCertificate.module.css";

/**
 * /certificates/verify/{serial}: whether a certificate with this serial was issued, to whom (the
 * name it prints) and when, and whether it was revoked; otherwise that no certificate has it. In
 * the page's language, with the PDF's words ("certificates": title, serial, issued).
 */
export function VerifyCertificate({ serial, limited }: { serial: string; limited: boolean }) {
  const t = useTranslations("certificates");
  const locale = useLocale();
  const { data } = api.sustainability.certificate.verify.useQuery(
    { serial },
    { enabled: !limited, refetchOnWindowFocus: false },
  );
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <div className={`${plain.stack} ${classes.verify}`}>
      <div className={plain.heading}>
        <h1 className={plain.title}>{t("verify.title")}</h1>
        <p className={plain.text}>{t.rich("verify.serial", { serial, strong })}</p>
      </div>
      {limited ? (
        <Notice color="yellow" title={t("verify.limitedTitle")}>
          {t("verify.limited")}
        </Notice>
      ) : !data ? null : data.found ? (
        <div className={plain.card} data-padding="lg">
          <div className={plain.stackSm}>
            <div className={plain.row}>
              {data.revokedAt ? (
                <Badge color="red-9" variant="filled" size="lg">
                  {t("verify.revoked")}
                </Badge>
              ) : (
                <Badge color="teal-9" variant="filled" size="lg">
                  {t("verify.genuine")}
                </Badge>
              )}
            </div>
            <p className={plain.lede}>
              {t.rich("verify.issuedTo", {
                name: data.name,
                date: formatLongDate(data.issuedAt, locale),
                strong,
              })}
            </p>
            {data.revokedAt && (
              <p className={plain.text}>
                {t("verify.revokedOn", { date: formatLongDate(data.revokedAt, locale) })}
              </p>
            )}
          </div>
        </div>
      ) : (
        <Notice color="gray" title={t("verify.notFoundTitle")}>
          {t("verify.notFound")}
        </Notice>
      )}
      <p className={plain.small}>
        {t.rich("verify.standsFor", {
          link: (chunks) => (
            <Link href="/sustainability-dashboard" className={plain.link}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
