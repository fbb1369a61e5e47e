import { Button, type ButtonProps } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { refusalText, saveCsv } from "./download";

/**
 * A button that fetches a CSV export from the server and saves it as a file; it spins while the
 * file is on its way, and a refusal shows as a toast, in the page's language (the server's refusal
 * by key, else `failed`). Without `label`/`failed` it says its own words ("Export CSV", "The
 * export failed.") from the "impact" messages (`impact.export`); on a page that has not loaded
 * that namespace, in English, as before the conversion.
 */
export function ExportCsvButton({
  label,
  failed,
  size,
  disabled,
  fetchCsv,
}: {
  label?: string;
  failed?: string;
  size?: ButtonProps["size"];
  disabled?: boolean;
  fetchCsv(): Promise<{ filename: string; csv: string }>;
}) {
  const t = useTranslations();
  const word = useServerText();
  const own = t.has("impact.export.label");
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveCsv(await fetchCsv());
    } catch (error) {
      const fallback = failed ?? (own ? t("impact.export.failed") : "The export failed.");
      toast(refusalText(error, word, fallback), { color: "error" });
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
      {label ?? (own ? t("impact.export.label") : "Export CSV")}
    </Button>
  );
}
