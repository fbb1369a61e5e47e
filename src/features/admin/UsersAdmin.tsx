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
import { useLocale, useTranslations } from "use-intl";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { fromMd, fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import type { Role } from "~/generated/prisma/enums";
import { useServerText } from "~/lib/server-text";
import { useSession } from "~/lib/session";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { columnOf, USER_COLUMNS, type UserColumn } from "~/shared/admin";
import { formatDate } from "~/shared/format";
import { ROLE_ORDER } from "~/shared/roles";
import { roleWords } from "./words";

type User = RouterOutputs["admin"]["users"]["list"]["rows"][number];

function isRole(value: string | null): value is Role {
  return ROLE_ORDER.some((role) => role === value);
}

/** Users: search by name or email, filter by role, change a role (confirmed, audited). */
export function UsersAdmin() {
  const t = useTranslations("admin");
  const locale = useLocale();
  const word = useServerText();
  const roleOptions = ROLE_ORDER.map((role) => ({ value: role, label: roleWords(t, role) }));
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
      toast(t("users.changed", { name: pending?.user.name ?? "", role: input.role }));
      setPending(null);
      await Promise.all([utils.admin.users.list.invalidate(), utils.admin.overview.invalidate()]);
    },
    onError: (error) => {
      toast(word(error.data?.text, error.message), { color: "error" });
      setPending(null);
    },
  });

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <SearchField
          label={t("users.search")}
          placeholder={t("users.searchHint")}
          {...table.searchProps}
        />
        <Select
          label={t("users.role")}
          placeholder={t("users.everyRole")}
          data={roleOptions}
          value={role}
          clearable
          clearButtonProps={{ "aria-label": t("users.clearRole") }}
          onChange={(value) => {
            setRole(isRole(value) ? value : null);
            table.tableProps.onPageChange(1);
          }}
          w={180}
        />
      </Group>
      <DataTable<User>
        {...serverTableProps(list, table)}
        noRecordsText={t("users.none")}
        columns={[
          {
            accessor: "name",
            title: t("users.columns.name"),
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
          {
            accessor: "email",
            title: t("users.columns.email"),
            sortable: true,
            visibleMediaQuery: fromSm,
          },
          {
            accessor: "role",
            title: t("users.columns.role"),
            sortable: true,
            render: (row) =>
              row.id === me?.id ? (
                <Badge variant="light" color="dark">
                  {t("users.you", { role: roleWords(t, row.role) })}
                </Badge>
              ) : (
                <Select
                  aria-label={t("users.roleOf", { name: row.name })}
                  data={roleOptions}
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
            title: t("users.columns.points"),
            textAlign: "right",
            visibleMediaQuery: fromMd,
            render: (row) => t("number", { value: row.points }),
          },
          {
            accessor: "publicProfile",
            title: t("users.columns.profile"),
            visibleMediaQuery: fromMd,
            render: (row) => t(row.publicProfile ? "users.public" : "users.private"),
          },
          {
            accessor: "createdAt",
            title: t("users.columns.joined"),
            sortable: true,
            visibleMediaQuery: fromMd,
            render: (row) => formatDate(row.createdAt, locale),
          },
        ]}
      />
      <ConfirmDialog
        opened={pending !== null}
        title={t("users.confirmTitle")}
        confirmLabel={t("users.confirm")}
        danger={false}
        loading={change.isPending}
        onConfirm={() => pending && change.mutate({ userId: pending.user.id, role: pending.role })}
        onClose={() => setPending(null)}
      >
        {pending && (
          <Text>
            {t.rich("users.confirmText", {
              name: pending.user.name,
              email: pending.user.email,
              role: pending.role,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
