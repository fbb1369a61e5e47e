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
import Link from "next/link";
import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { EditorModal, useEditing } from "~/components/admin/editing";
import { RowButton } from "~/components/admin/RowButton";
import { StateBadge } from "~/components/admin/StateBadge";
import { ADMIN_TABLE_STYLE, fromSm, nextPosition, ORDER_COLUMN } from "~/components/admin/table";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { formatCount } from "~/shared/format";
import { stationDisplayPath } from "~/shared/stations/rules";
import { QrPreview } from "./QrPreview";
import { StationForm, type AdminStation } from "./StationForm";

/**
 * /admin/qr: every station with its scan count; create, edit, deactivate or reactivate, show and
 * download its QR code, replace its code (the printed one stops working), print the cards, switch
 * it to a screen's changing code and open its display (README "Screen-mode station codes").
 */
export function StationsAdmin() {
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
  const setActive = api.sustainability.station.admin.setActive.useMutation({
    onSuccess: async (station) => {
      toast(
        station.active
          ? `“${station.label}” is active again: its code credits scans.`
          : `“${station.label}” is deactivated: its code no longer credits scans.`,
      );
      await refresh();
    },
    onError: (error) => toast(error.message, { color: "error" }),
  });
  const setCodeMode = api.sustainability.station.admin.setCodeMode.useMutation({
    onSuccess: async (station) => {
      toast(
        station.codeMode === "SCREEN"
          ? `“${station.label}” shows its code on a screen now: open its display at the station. The printed code no longer works.`
          : `“${station.label}” uses its printed code again.`,
      );
      await refresh();
    },
    onError: (error) => toast(error.message, { color: "error" }),
  });
  const regenerate = api.sustainability.station.admin.regenerate.useMutation({
    onSuccess: async (station) => {
      toast(`“${station.label}” has a new code. Print it: the old one no longer works.`);
      setRegenerating(null);
      await refresh();
      setShowing({ ...station, scans: showing?.scans ?? 0 });
    },
    onError: (error) => toast(error.message, { color: "error" }),
  });
  const stations = data ?? [];

  return (
    <Stack gap="sm">
      <Text>
        The stations of the hunt. Each card&apos;s QR code opens the station page and credits the
        station once per person.
      </Text>
      <Group justify="space-between">
        <Text c="dimmed">
          {formatCount(stations.length, "station", "stations")},{" "}
          {stations.filter((station) => station.active).length} active ·{" "}
          {formatCount(
            stations.reduce((sum, station) => sum + station.scans, 0),
            "scan",
            "scans",
          )}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            href="/admin/qr/print"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
          >
            Printable sheet
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={editor.openNew}>
            New station
          </Button>
        </Group>
      </Group>
      <DataTable<AdminStation>
        {...ADMIN_TABLE_STYLE}
        records={stations}
        fetching={isFetching && !data}
        noRecordsText="No stations yet"
        columns={[
          ORDER_COLUMN,
          {
            accessor: "label",
            title: "Station",
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
                    Inactive
                  </Text>
                )}
                {row.codeMode === "SCREEN" && (
                  <Text size="xs" fw={600}>
                    Code on a screen
                  </Text>
                )}
              </Stack>
            ),
          },
          { accessor: "points", textAlign: "right", visibleMediaQuery: fromSm },
          { accessor: "scans", textAlign: "right" },
          {
            accessor: "active",
            title: "Status",
            visibleMediaQuery: fromSm,
            render: (row) => <StateBadge on={row.active} labels={["Active", "Inactive"]} />,
          },
          {
            accessor: "actions",
            title: "Actions",
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <RowButton
                  label="QR"
                  target={`code of ${row.label}`}
                  onClick={() => setShowing(row)}
                />
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button
                      size="compact-sm"
                      variant="default"
                      rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                    >
                      More<VisuallyHidden> for {row.label}</VisuallyHidden>
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => editor.openEdit(row)}>Edit</Menu.Item>
                    <Menu.Item
                      onClick={() => setActive.mutate({ id: row.id, active: !row.active })}
                    >
                      {row.active ? "Deactivate" : "Reactivate"}
                    </Menu.Item>
                    {row.codeMode === "SCREEN" ? (
                      <>
                        <Menu.Item component={Link} href={stationDisplayPath(row.id)}>
                          Open display
                        </Menu.Item>
                        <Menu.Item
                          onClick={() => setCodeMode.mutate({ id: row.id, codeMode: "PRINTED" })}
                        >
                          Use the printed code
                        </Menu.Item>
                      </>
                    ) : (
                      <Menu.Item
                        onClick={() => setCodeMode.mutate({ id: row.id, codeMode: "SCREEN" })}
                      >
                        Show the code on a screen
                      </Menu.Item>
                    )}
                    <Menu.Item color="red.9" onClick={() => setRegenerating(row)}>
                      New code
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            ),
          },
        ]}
      />
      <EditorModal editor={editor} titles={{ new: "New station", edit: "Edit station" }}>
        {(station) => (
          <StationForm row={station} nextPosition={nextPosition(stations)} onDone={editor.close} />
        )}
      </EditorModal>
      <Modal
        opened={showing !== null}
        onClose={() => setShowing(null)}
        title={showing ? `QR code: ${showing.label}` : "QR code"}
        size="md"
      >
        {showing && <QrPreview station={showing} />}
      </Modal>
      <ConfirmDialog
        opened={regenerating !== null}
        title="Replace this station's code?"
        confirmLabel="Replace code"
        loading={regenerate.isPending}
        onConfirm={() => regenerating && regenerate.mutate({ id: regenerating.id })}
        onClose={() => setRegenerating(null)}
      >
        <Text>
          “{regenerating?.label}” gets a new code. The code printed now stops working at once: print
          and put up the new one. Scans already credited stay.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
