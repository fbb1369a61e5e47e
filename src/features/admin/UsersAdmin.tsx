import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Badge, Group, Select, Stack, Text } from "@mantine/core";
import { DataTable } from "mantine-datatable";
import { SearchField } from "~/components/SearchField";
import { serverTableProps } from "~/components/server-table";
import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { fromMd, fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import type { Role } from "~/generated/prisma/enums";
import { useSession } from "~/lib/session";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { columnOf, USER_COLUMNS, type UserColumn } from "~/shared/admin";
import { formatDate, formatNumber } from "~/shared/format";
import { ROLE_LABELS, ROLE_ORDER } from "~/shared/roles";

type User = RouterOutputs["admin"]["users"]["list"]["rows"][number];

const ROLE_OPTIONS = ROLE_ORDER.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function isRole(value: string | null): value is Role {
  return ROLE_ORDER.some((role) => role === value);
}

/** Users: search by name or email, filter by role, change a role (confirmed, audited). */
export function UsersAdmin() {
  const { user: me } = useSession();
  const table = useTableState<UserColumn, User>(
    { column: "createdAt", direction: "desc" },
    columnOf(USER_COLUMNS),
  );
  const [role, setRole] = useState<Role | null>(null);
  const list = api.admin.users.list.useQuery(
    { ...table.query, role },
    { placeholderData: (previous) => previous },
  );
  const utils = api.useUtils();
  const { toast } = useToast();
  const [pending, setPending] = useState<{ user: User; role: Role } | null>(null);
  const change = api.admin.users.setRole.useMutation({
    onSuccess: async (_result, input) => {
      toast(`${pending?.user.name ?? "The user"} is now ${ROLE_LABELS[input.role].toLowerCase()}.`);
      setPending(null);
      await Promise.all([utils.admin.users.list.invalidate(), utils.admin.overview.invalidate()]);
    },
    onError: (error) => {
      toast(error.message, { color: "error" });
      setPending(null);
    },
  });

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <SearchField label="Search users" placeholder="Name or email" {...table.searchProps} />
        <Select
          label="Role"
          placeholder="Every role"
          data={ROLE_OPTIONS}
          value={role}
          clearable
          onChange={(value) => {
            setRole(isRole(value) ? value : null);
            table.tableProps.onPageChange(1);
          }}
          w={180}
        />
      </Group>
      <DataTable<User>
        {...serverTableProps(list, table)}
        noRecordsText="No users match"
        columns={[
          {
            accessor: "name",
            sortable: true,
            render: (row) => (
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: "anywhere" }}>
                  {row.email}
                </Text>
              </Stack>
            ),
          },
          { accessor: "email", sortable: true, visibleMediaQuery: fromSm },
          {
            accessor: "role",
            sortable: true,
            render: (row) =>
              row.id === me?.id ? (
                <Badge variant="light" color="dark">
                  {ROLE_LABELS[row.role]} (you)
                </Badge>
              ) : (
                <Select
                  aria-label={`Role of ${row.name}`}
                  data={ROLE_OPTIONS}
                  value={row.role}
                  allowDeselect={false}
                  size="xs"
                  w={140}
                  onChange={(value) => {
                    if (isRole(value) && value !== row.role) setPending({ user: row, role: value });
                  }}
                />
              ),
          },
          {
            accessor: "points",
            textAlign: "right",
            visibleMediaQuery: fromMd,
            render: (row) => formatNumber(row.points),
          },
          {
            accessor: "publicProfile",
            title: "Profile",
            visibleMediaQuery: fromMd,
            render: (row) => (row.publicProfile ? "Public" : "Private"),
          },
          {
            accessor: "createdAt",
            title: "Joined",
            sortable: true,
            visibleMediaQuery: fromMd,
            render: (row) => formatDate(row.createdAt),
          },
        ]}
      />
      <ConfirmDialog
        opened={pending !== null}
        title="Change role?"
        confirmLabel="Change role"
        danger={false}
        loading={change.isPending}
        onConfirm={() => pending && change.mutate({ userId: pending.user.id, role: pending.role })}
        onClose={() => setPending(null)}
      >
        {pending && (
          <Text>
            Make <strong>{pending.user.name}</strong> ({pending.user.email}){" "}
            {ROLE_LABELS[pending.role].toLowerCase()}? They get the new role on their next request.
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
