/** One look for every admin table. */
export const ADMIN_TABLE_STYLE = {
  withTableBorder: true,
  borderRadius: "md",
  striped: true,
  minHeight: 160,
} as const;
