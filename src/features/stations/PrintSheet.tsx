import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import Link from "next/link";
import { formatPoints } from "~/shared/format";
import classes from "./print.module.css";
import { QrSvg } from "./QrSvg";

export type PrintCard = { id: string; label: string; points: number; rows: string[] };

/**
 * The printable sheet: one A6 card per station (print.module.css sets the page size and a page
 * break after each card), with the station's name, its code and short instructions. The code is
 * drawn from module rows the server computed, so the page needs no QR library.
 */
export function PrintSheet({ cards }: { cards: PrintCard[] }) {
  return (
    <Stack gap="lg" p="md">
      <Stack gap="xs" className={classes.noPrint}>
        <Title order={1}>Station cards</Title>
        <Text>
          One A6 card per station. Print them (or save as PDF), then put each up at its station.
        </Text>
        <Group>
          <Button
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
            onClick={() => window.print()}
            disabled={cards.length === 0}
          >
            Print
          </Button>
          <Anchor component={Link} href="/admin/qr">
            Back to QR stations
          </Anchor>
        </Group>
        {cards.length === 0 && <Text c="dimmed">No active stations to print.</Text>}
      </Stack>
      <div className={classes.sheet}>
        {cards.map((card) => (
          <article key={card.id} className={classes.card} aria-label={`Card of ${card.label}`}>
            <p className={classes.kicker}>Sustainability station</p>
            <h2 className={classes.name}>{card.label}</h2>
            <div className={classes.code}>
              <QrSvg rows={card.rows} label={`QR code of ${card.label}`} size="100%" />
            </div>
            <p className={classes.steps}>
              Scan this code with your phone&apos;s camera and open the link: the station counts for
              the festival&apos;s station hunt ({formatPoints(card.points)}, once per person).
            </p>
          </article>
        ))}
      </div>
    </Stack>
  );
}
