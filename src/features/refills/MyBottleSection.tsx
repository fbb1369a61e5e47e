import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { SectionCard } from "~/components/SectionCard";
import { StatusRegion, useAnnouncement } from "~/components/StatusRegion";
import { IconPrinter } from "@tabler/icons-react";
import { useAchievementMessage } from "~/features/achievements/achievement-message";
import { StationSignInHint } from "~/features/stations/StationSignInHint";
import { useStationWords } from "~/features/stations/words";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { BottleQr } from "./BottleQr";
import classes from "./sticker.module.css";

/** Prints only the sticker: the print stylesheet shows it alone while body carries the class. */
function printSticker() {
  const printing = classes.printingSticker;
  if (printing) document.body.classList.add(printing);
  const done = () => {
    if (printing) document.body.classList.remove(printing);
    window.removeEventListener("afterprint", done);
  };
  window.addEventListener("afterprint", done);
  window.print();
}

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

/**
 * The refill challenge on /challenge/sustainability: join to get my bottle code (QR and letters,
 * printable as a sticker), then my refills as the desks log them. What joining says goes to the
 * section's status region above the sticker, not a toast that would cover the QR staff scan.
 * Plain markup and the plain kit (README "First-load weight").
 */
export function MyBottleSection() {
  const { user } = useSession();
  const t = useTranslations("stations");
  const { when } = useStationWords();
  const { announcement, announce } = useAnnouncement();
  const achievementMessage = useAchievementMessage();
  const utils = api.useUtils();
  const mine = api.sustainability.refill.mine.useQuery(undefined, { enabled: !!user });
  const join = api.sustainability.refill.joinMine.useMutation({
    onSuccess: async (result) => {
      announce([
        t("bottle.joined", { code: result.bottle.code }),
        ...result.achievements.map(achievementMessage),
      ]);
      await Promise.all([
        utils.sustainability.refill.mine.invalidate(),
        utils.challenge.mine.invalidate(),
      ]);
    },
    onError: (error) => announce([error.message], "error"),
  });
  const data = mine.data;
  // The water point scans it from the screen: large, and a hint to turn the brightness up.
  const [large, setLarge] = useState(false);

  return (
    <SectionCard id="refill-section" title={t("bottle.heading")}>
      <p className={plain.small}>{t("bottle.intro")}</p>
      {!user && <StationSignInHint hint="bottle.signInHint" />}
      {user && <StatusRegion announcement={announcement} />}
      {user && data && !data.bottle && (
        <div className={plain.row}>
          <Button variant="filled" loading={join.isPending} onClick={() => join.mutate()}>
            {t("bottle.join")}
          </Button>
        </div>
      )}
      {data?.bottle && (
        <div className={plain.stackMd}>
          <div className={classes.mine}>
            <div className={classes.sticker}>
              <BottleQr code={data.bottle.code} size={150} />
              <p className={classes.code}>{data.bottle.code}</p>
              <p className={classes.caption}>{t("bottle.caption")}</p>
            </div>
            <div className={`${plain.stackXs} ${classes.about}`}>
              <p className={plain.text}>
                {t.rich("bottle.myCode", { code: data.bottle.code, strong })}
              </p>
              <p className={plain.small}>
                {t.rich("bottle.refilled", { count: data.refills, strong })}
              </p>
              <div className={`${plain.row} ${plain.rowWide}`}>
                <Button aria-pressed={large} onClick={() => setLarge(!large)}>
                  {large ? t("bottle.smaller") : t("bottle.larger")}
                </Button>
                <Button
                  leftSection={<IconPrinter size={16} aria-hidden="true" />}
                  onClick={printSticker}
                >
                  {t("bottle.print")}
                </Button>
              </div>
            </div>
          </div>
          {large && (
            <div className={classes.large} data-testid="bottle-large">
              <BottleQr code={data.bottle.code} size={300} />
              <p className={classes.largeCode}>{data.bottle.code}</p>
              <p className={plain.small}>{t("bottle.brightness")}</p>
            </div>
          )}
          <div className={plain.heading}>
            <h3 className={plain.itemTitle}>{t("bottle.refillsHeading")}</h3>
            {data.collections.length === 0 ? (
              <p className={`${plain.small} ${plain.dimmed}`}>{t("bottle.noRefills")}</p>
            ) : (
              <ul className={classes.refills}>
                {data.collections.map((row) => (
                  <li key={row.id}>
                    {t("bottle.refill", {
                      quantity: row.quantity,
                      waterPoint: row.waterPoint,
                      at: when(row.createdAt),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </SectionCard>
  );
}
