import {
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { toNumber } from "~/lib/form-values";
import { FormAlert } from "~/features/auth/FormAlert";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { serverFieldError } from "~/lib/forms";

type WaterPoint = RouterOutputs["sustainability"]["refill"]["allWaterPoints"][number];

function WaterPointRow({ point }: { point: WaterPoint }) {
  const { toast } = useToast();
  const utils = api.useUtils();
  const [name, setName] = useState(point.name);
  const [position, setPosition] = useState<number | string>(point.position);
  const update = api.sustainability.refill.updateWaterPoint.useMutation({
    onSuccess: async (saved) => {
      toast(`${saved.name} was saved.`);
      await utils.sustainability.refill.invalidate();
    },
  });
  const save = (active = point.active) =>
    update.mutate({ id: point.id, name, position: toNumber(position) ?? 0, active });
  const nameError = serverFieldError(update.error, "name");
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          aria-label={`Name of ${point.name}`}
          value={name}
          maxLength={80}
          error={nameError}
          onChange={(event) => setName(event.currentTarget.value)}
          size="xs"
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`Order of ${point.name}`}
          value={position}
          onChange={setPosition}
          min={0}
          max={10000}
          allowDecimal={false}
          size="xs"
          w={90}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          label={point.active ? "Open" : "Closed"}
          checked={point.active}
          onChange={(event) => save(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          loading={update.isPending}
          onClick={() => save()}
          aria-label={`Save ${point.name}`}
        >
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Water points: add, rename, reorder, open or close (all audited on the server). */
export function WaterPointsAdmin() {
  const { toast } = useToast();
  const utils = api.useUtils();
  const points = api.sustainability.refill.allWaterPoints.useQuery();
  const [name, setName] = useState("");
  const create = api.sustainability.refill.createWaterPoint.useMutation({
    onSuccess: async (created) => {
      toast(`${created.name} was added.`);
      setName("");
      await utils.sustainability.refill.invalidate();
    },
  });
  const nameError = serverFieldError(create.error, "name");
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="points-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="points-heading">
          Water points
        </Title>
        <Text size="sm" c="dimmed">
          Closed water points keep their collections but cannot get new ones.
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Order</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>
                  <Text span size="sm" fw={700}>
                    Action
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(points.data ?? []).map((point) => (
                <WaterPointRow key={`${point.id}:${point.name}:${point.position}`} point={point} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {points.data?.length === 0 && <Text size="sm">No water points yet: add one.</Text>}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({
              name,
              position: ((points.data ?? []).at(-1)?.position ?? 0) + 10,
            });
          }}
        >
          <Group align="flex-start" gap="xs">
            <TextInput
              label="New water point"
              value={name}
              maxLength={80}
              error={nameError}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: "1 1 220px" }}
            />
            <Button type="submit" mt={25} loading={create.isPending}>
              Add water point
            </Button>
          </Group>
          <FormAlert message={nameError ? null : (create.error?.message ?? null)} />
        </form>
      </Stack>
    </Paper>
  );
}
