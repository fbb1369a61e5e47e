import "@mantine/core/styles/Accordion.layer.css";
import { Accordion, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslations } from "use-intl";
import { api } from "~/lib/trpc";

/** /faq: the festival's questions and answers (the entries are the festival's own content). */
export function FaqScreen() {
  const t = useTranslations("faq");
  // Prefetched on the server: the answers are in the first HTML.
  const faq = api.faq.list.useQuery();
  const entries = faq.data ?? [];
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("heading")}</Title>
        <Text c="dimmed">{t("intro")}</Text>
        {entries.length === 0 ? (
          <Text>{t("empty")}</Text>
        ) : (
          <Accordion variant="separated" radius="md" chevronPosition="right">
            {entries.map((entry) => (
              <Accordion.Item key={entry.id} value={entry.id}>
                <Accordion.Control>
                  <Text component="span" fw={600}>
                    {entry.question}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text style={{ whiteSpace: "pre-line" }}>{entry.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}
