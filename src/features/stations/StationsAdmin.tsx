import "mantine-datatable/styles.css";
import { Badge, Button, Group, Menu, Modal, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconPlus, IconPrinter } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import Link from "next/link";
import { useState } from "react";
import { fromSm } from "~/components/admin/table";
import { ADMIN_TABLE_STYLE } from "~/components/admin/table";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { QrPreview } from "./QrPreview";
import { StationForm, type AdminStation } from "./StationForm";

/**
 * /admin/qr: every station with its scan count; create, edit, deactivate or reactivate, show and
 * download its QR, replace its code (the printed one stops working), print the cards.
 */
export function StationsAdmin() {
  const { data, isFetching } = api.sustainability.station.admin.list.useQuery();
  const utils = api.useUtils();
  const { toast } = useToast();
  const [editing, setEditing] = useState<AdminStation | "new" | null>(null);
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
  const nextPosition = Math.max(0, ...stations.map((station) => station.position)) + 10;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text c="dimmed">
          {stations.length} {stations.length === 1 ? "station" : "stations"},{" "}
          {stations.filter((station) => station.active).length} active ·{" "}
          {stations.reduce((sum, station) => sum + station.scans, 0)} scans
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
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing("new")}
          >
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
          {
            accessor: "position",
            title: "Order",
            textAlign: "right",
            width: 80,
            visibleMediaQuery: fromSm,
          },
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
              </Stack>
            ),
          },
          { accessor: "points", textAlign: "right", visibleMediaQuery: fromSm },
          { accessor: "scans", textAlign: "right" },
          {
            accessor: "active",
            title: "Status",
            visibleMediaQuery: fromSm,
            render: (row) =>
              row.active ? (
                <Badge color="teal.9">Active</Badge>
              ) : (
                <Badge color="gray" variant="outline">
                  Inactive
                </Badge>
              ),
          },
          {
            accessor: "actions",
            title: "Actions",
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <Button size="compact-sm" variant="default" onClick={() => setShowing(row)}>
                  QR<VisuallyHidden> code of {row.label}</VisuallyHidden>
                </Button>
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
                    <Menu.Item onClick={() => setEditing(row)}>Edit</Menu.Item>
                    <Menu.Item
                      onClick={() => setActive.mutate({ id: row.id, active: !row.active })}
                    >
                      {row.active ? "Deactivate" : "Reactivate"}
                    </Menu.Item>
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
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "New station" : "Edit station"}
        size="lg"
      >
        {editing !== null && (
          <StationForm
            station={editing === "new" ? null : editing}
            nextPosition={nextPosition}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        opened={showing !== null}
        onClose={() => setShowing(null)}
        title={showing ? `QR code: ${showing.label}` : "QR code"}
        size="md"
      >
        {showing && <QrPreview station={showing} />}
      </Modal>
      <Modal
        opened={regenerating !== null}
        onClose={() => setRegenerating(null)}
        title="Replace this station's code?"
      >
        <Stack gap="sm">
          <Text>
            “{regenerating?.label}” gets a new code. The code printed now stops working at once:
            print and put up the new one. Scans already credited stay.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRegenerating(null)}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={regenerate.isPending}
              onClick={() => regenerating && regenerate.mutate({ id: regenerating.id })}
            >
              Replace code
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
