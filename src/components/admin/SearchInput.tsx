import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

/** The search box above an admin table, bound to its `useTableState` (debounced, back to page 1). */
export function SearchInput({
  label,
  placeholder,
  table,
  width = 360,
}: {
  label: string;
  placeholder: string;
  table: { search: string; setSearch(value: string): void };
  width?: number;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={table.search}
      onChange={(event) => table.setSearch(event.currentTarget.value)}
      maxLength={100}
      w={width}
      maw="100%"
    />
  );
}
