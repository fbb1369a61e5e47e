import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Button, Group, Menu, Modal, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconPlus, IconPrinter } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { Link } from "~/components/Link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { RowActions } from "~/components/admin/RowActions";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { EditorModal, useEditing } from "~/components/admin/editing";
import { StateBadge } from "~/components/admin/StateBadge";
import { ADMIN_TABLE_STYLE, fromSm, nextPosition, ORDER_COLUMN } from "~/components/admin/table";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { stationDisplayPath } from "~/shared/stations/rules";
import { QrPreview } from "./QrPreview";
import { StationForm, type AdminStation } from "./StationForm";

/**
 * /admin/qr: every station with its scan count; create, edit, deactivate or reactivate, show and
 * download its QR code, replace its code (the printed one stops working), print the cards, switch
 * it to a screen's changing code and open its display (README "Screen-mode station codes"). In
 * the page's language ("stationsAdmin"); the stations' labels are the festival's content.
 */
export function StationsAdmin() {
  const t = useTranslations("stationsAdmin");
  const word = useServerText();
  const { data, isFetching } = api.sustainability.station.admin.list.useQuery();
  const utils = api.useUtils();
  const { toast } = useToast();
  const editor = useEditing<AdminStation>();
  const [showing, setShowing] = useState<AdminStation | null>(null);
  const [regenerating, setRegenerating] = useState<AdminStation | null>(null);
  const refresh = () =>
    Promise.all([
      utils.sustainability.station.admin.list.invalidate(),
      utils.sustainability.station.board.invalidate(),
    ]);
  const refused = (error: { message: string; data?: { text?: unknown } | null }) =>
    toast(word(error.data?.text, error.message), { color: "error" });
  const setActive = api.sustainability.station.admin.setActive.useMutation({
    onSuccess: async (station) => {
      toast(
        station.active
          ? t("toast.reactivated", { label: station.label })
          : t("toast.deactivated", { label: station.label }),
      );
      await refresh();
    },
    onError: refused,
  });
  const setCodeMode = api.sustainability.station.admin.setCodeMode.useMutation({
    onSuccess: async (station) => {
      toast(
        station.codeMode === "SCREEN"
          ? t("toast.screen", { label: station.label })
          : t("toast.printed", { label: station.label }),
      );
      await refresh();
    },
    onError: refused,
  });
  const regenerate = api.sustainability.station.admin.regenerate.useMutation({
    onSuccess: async (station) => {
      toast(t("toast.regenerated", { label: station.label }));
      setRegenerating(null);
      await refresh();
      setShowing({ ...station, scans: showing?.scans ?? 0 });
    },
    onError: refused,
  });
  const stations = data ?? [];

  return (
    <Stack gap="sm">
      <Text>{t("intro")}</Text>
      <Group justify="space-between">
        <Text c="dimmed">
          {t("summary", {
            stations: stations.length,
            active: stations.filter((station) => station.active).length,
            scans: stations.reduce((sum, station) => sum + station.scans, 0),
          })}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            href="/admin/qr/print"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
          >
            {t("printSheet")}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={editor.openNew}>
            {t("newStation")}
          </Button>
        </Group>
      </Group>
      <DataTable<AdminStation>
        {...ADMIN_TABLE_STYLE}
        records={stations}
        fetching={isFetching && !data}
        noRecordsText={t("noStations")}
        columns={[
          { ...ORDER_COLUMN, title: t("columns.order") },
          {
            accessor: "label",
            title: t("columns.station"),
            render: (row) => (
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {row.label}
                </Text>
                {row.description && (
                  <Text size="xs" c="dimmed" lineClamp={1} visibleFrom="sm">
                    {row.description}
                  </Text>
                )}
                {!row.active && (
                  <Text size="xs" fw={600} hiddenFrom="sm">
                    {t("state.inactive")}
                  </Text>
                )}
                {row.codeMode === "SCREEN" && (
                  <Text size="xs" fw={600}>
                    {t("state.screen")}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: "points",
            title: t("columns.points"),
            textAlign: "right",
            visibleMediaQuery: fromSm,
          },
          { accessor: "scans", title: t("columns.scans"), textAlign: "right" },
          {
            accessor: "active",
            title: t("columns.status"),
            visibleMediaQuery: fromSm,
            render: (row) => (
              <StateBadge on={row.active} labels={[t("state.active"), t("state.inactive")]} />
            ),
          },
          {
            accessor: "actions",
            title: t("columns.actions"),
            render: (row) => (
              <RowActions>
                {/* Named in full ("QR code of …"): German joins the words ("QR-Code von …"). */}
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={t("row.qrFor", { label: row.label })}
                  onClick={() => setShowing(row)}
                >
                  {t("row.qr")}
                </Button>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button
                      size="compact-sm"
                      variant="default"
                      rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                    >
                      {t("row.more")}
                      <VisuallyHidden>{t("row.moreFor", { label: row.label })}</VisuallyHidden>
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => editor.openEdit(row)}>{t("row.edit")}</Menu.Item>
                    <Menu.Item
                      onClick={() => setActive.mutate({ id: row.id, active: !row.active })}
                    >
                      {row.active ? t("row.deactivate") : t("row.reactivate")}
                    </Menu.Item>
                    {row.codeMode === "SCREEN" ? (
                      <>
                        <Menu.Item component={Link} href={stationDisplayPath(row.id)}>
                          {t("row.openDisplay")}
                        </Menu.Item>
                        <Menu.Item
                          onClick={() => setCodeMode.mutate({ id: row.id, codeMode: "PRINTED" })}
                        >
                          {t("row.usePrinted")}
                        </Menu.Item>
                      </>
                    ) : (
                      <Menu.Item
                        onClick={() => setCodeMode.mutate({ id: row.id, codeMode: "SCREEN" })}
                      >
                        {t("row.useScreen")}
                      </Menu.Item>
                    )}
                    <Menu.Item color="red.9" onClick={() => setRegenerating(row)}>
                      {t("row.newCode")}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </RowActions>
            ),
          },
        ]}
      />
      <EditorModal editor={editor} titles={{ new: t("newStation"), edit: t("editStation") }}>
        {(station) => (
          <StationForm row={station} nextPosition={nextPosition(stations)} onDone={editor.close} />
        )}
      </EditorModal>
      <Modal
        opened={showing !== null}
        onClose={() => setShowing(null)}
        title={
          showing ? t("qrDialog.title", { label: showing.label }) : t("qrDialog.fallbackTitle")
        }
        size="md"
      >
        {showing && <QrPreview station={showing} />}
      </Modal>
      <ConfirmDialog
        opened={regenerating !== null}
        title={t("regenerate.title")}
        confirmLabel={t("regenerate.confirm")}
        cancelLabel={t("regenerate.cancel")}
        loading={regenerate.isPending}
        onConfirm={() => regenerating && regenerate.mutate({ id: regenerating.id })}
        onClose={() => setRegenerating(null)}
      >
        <Text>{t("regenerate.text", { label: regenerating?.label ?? "" })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
