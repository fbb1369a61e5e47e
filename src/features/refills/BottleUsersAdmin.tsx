import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import { PersonCell } from "~/components/admin/PersonCell";
import { SectionCard } from "~/components/SectionCard";
import { SearchField } from "~/components/SearchField";
import { serverTableProps } from "~/components/server-table";
import { fromMd, fromSm } from "~/components/admin/table";
import { useTableState } from "~/components/admin/useTableState";
import { FormAlert } from "~/components/FormAlert";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formatDateTime } from "~/shared/format";
import { BOTTLE_USER_SORTS, type BottleUserSort } from "~/shared/refills/inputs";
import { PersonFinder, type FoundPerson } from "./PersonFinder";

type Row = RouterOutputs["sustainability"]["refill"]["bottleUsers"]["rows"][number];
const isColumn = (value: string): value is BottleUserSort =>
  BOTTLE_USER_SORTS.some((column) => column === value);

/** Register a bottle for a person at the desk: search them, confirm, show their new code. */
function RegisterBottle() {
  const { toast } = useToast();
  const utils = api.useUtils();
  const [person, setPerson] = useState<FoundPerson | null>(null);
  const register = api.sustainability.refill.registerBottle.useMutation({
    onSuccess: async (result) => {
      toast(
        result.created
          ? `${result.name} now has bottle ${result.code}.`
          : `${result.name} already had bottle ${result.code}.`,
      );
      await utils.sustainability.refill.invalidate();
    },
  });
  return (
    <SectionCard id="register-heading" title="Register a bottle" compact>
      {register.data ? (
        <Alert color="green" variant="light" title={`Bottle code of ${register.data.name}`}>
          <Stack gap="xs">
            <Text ff="monospace" fz={28} fw={800}>
              {register.data.code}
            </Text>
            <Text size="sm">
              Write it on the bottle, or they print their sticker from their page.
            </Text>
            <Group>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  register.reset();
                  setPerson(null);
                }}
              >
                Register another
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : person ? (
        <Stack gap="sm">
          <Text>
            Give <strong>{person.name}</strong> ({person.email}) a bottle code? This also joins them
            to the refill challenge.
          </Text>
          <FormAlert message={register.error?.message ?? null} />
          <Group gap="xs">
            <Button
              loading={register.isPending}
              onClick={() => register.mutate({ userId: person.id })}
            >
              Register bottle
            </Button>
            <Button variant="default" onClick={() => setPerson(null)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <PersonFinder withCode={false} onSelect={setPerson} />
      )}
    </SectionCard>
  );
}

/** /admin/sustainability-water-bottle-users: who has a bottle, their refills, register one. */
export function BottleUsersAdmin() {
  const table = useTableState<BottleUserSort, Row>(
    { column: "createdAt", direction: "desc" },
    isColumn,
  );
  const list = api.sustainability.refill.bottleUsers.useQuery(table.query, {
    placeholderData: (previous) => previous,
  });
  return (
    <Stack gap="xl">
      <Text c="dimmed">Participants in the refill challenge, their bottle codes and refills.</Text>
      <RegisterBottle />
      <Stack gap="sm" component="section" aria-labelledby="bottle-users-heading">
        <Title order={2} size="h3" id="bottle-users-heading">
          Participants with a bottle
        </Title>
        <SearchField
          label="Search bottle users"
          placeholder="Name, email or bottle code"
          {...table.searchProps}
        />
        <DataTable<Row>
          idAccessor="userId"
          {...serverTableProps(list, table)}
          noRecordsText="Nobody matches"
          columns={[
            {
              accessor: "name",
              sortable: true,
              render: (row) => (
                <PersonCell name={row.name} email={row.email}>
                  <Text size="xs" ff="monospace" hiddenFrom="sm">
                    {row.code}
                  </Text>
                </PersonCell>
              ),
            },
            {
              accessor: "code",
              title: "Bottle code",
              visibleMediaQuery: fromSm,
              render: (row) => (
                <Text ff="monospace" size="sm">
                  {row.code}
                </Text>
              ),
            },
            { accessor: "refills", title: "Refills", sortable: true, textAlign: "right" },
            {
              accessor: "collections",
              textAlign: "right",
              visibleMediaQuery: fromMd,
            },
            {
              accessor: "lastRefill",
              title: "Last refill",
              sortable: true,
              visibleMediaQuery: fromSm,
              render: (row) => (row.lastRefill ? formatDateTime(row.lastRefill) : "—"),
            },
            {
              accessor: "createdAt",
              title: "Registered",
              sortable: true,
              visibleMediaQuery: fromMd,
              render: (row) => formatDateTime(row.registeredAt),
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}
