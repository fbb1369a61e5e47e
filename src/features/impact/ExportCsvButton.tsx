import { Button, type ButtonProps } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useToast } from "~/lib/toast";
import { saveCsv } from "./download";

/**
 * A button that fetches a CSV export from the server and saves it as a file; it spins while the
 * file is on its way, and a refusal shows as a toast.
 */
export function ExportCsvButton({
  label = "Export CSV",
  size,
  disabled,
  fetchCsv,
}: {
  label?: string;
  size?: ButtonProps["size"];
  disabled?: boolean;
  fetchCsv(): Promise<{ filename: string; csv: string }>;
}) {
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveCsv(await fetchCsv());
    } catch (error) {
      toast(error instanceof Error ? error.message : "The export failed.", { color: "error" });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconDownload size={size === "xs" ? 14 : 16} aria-hidden="true" />}
      loading={exporting}
      disabled={disabled}
      onClick={() => void exportCsv()}
    >
      {label}
    </Button>
  );
}
