import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import classes from "./print.module.css";
import { QrSvg } from "./QrSvg";

export type PrintCard = { id: string; label: string; points: number; rows: string[] };

/**
 * The printable sheet: one A6 card per station (print.module.css sets the page size and a page
 * break after each card), with the station's name, its code and short instructions. The code is
 * drawn from module rows the server computed, so the page needs no QR library. The words are the
 * page's language ("stationsAdmin"); the station's name is the festival's content.
 */
export function PrintSheet({ cards }: { cards: PrintCard[] }) {
  const t = useTranslations("stationsAdmin");
  return (
    <Stack gap="lg" p="md">
      <Stack gap="xs" className={classes.noPrint}>
        <Title order={1}>{t("print.title")}</Title>
        <Text>{t("print.intro")}</Text>
        <Group>
          <Button
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
            onClick={() => window.print()}
            disabled={cards.length === 0}
          >
            {t("print.print")}
          </Button>
          <Anchor component={Link} href="/admin/qr">
            {t("print.back")}
          </Anchor>
        </Group>
        {cards.length === 0 && <Text c="dimmed">{t("print.none")}</Text>}
      </Stack>
      <div className={classes.sheet}>
        {cards.map((card) => (
          <article
            key={card.id}
            className={classes.card}
            aria-label={t("print.card", { label: card.label })}
          >
            <p className={classes.kicker}>{t("print.kicker")}</p>
            <h2 className={classes.name}>{card.label}</h2>
            <div className={classes.code}>
              <QrSvg
                rows={card.rows}
                label={t("print.qrLabel", { label: card.label })}
                size="100%"
              />
            </div>
            <p className={classes.steps}>{t("print.steps", { points: card.points })}</p>
          </article>
        ))}
      </div>
    </Stack>
  );
}
