import "@mantine/core/styles/Accordion.layer.css";
import { Accordion, Container, Stack, Text, Title } from "@mantine/core";
import { api } from "~/lib/trpc";
import { serverPage } from "~/server/api/ssr";

export default function FaqPage() {
  // Prefetched on the server: the answers are in the first HTML.
  const faq = api.faq.list.useQuery();
  const entries = faq.data ?? [];
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Frequently asked questions</Title>
        <Text c="dimmed">Everything about taking part in the festival challenges.</Text>
        {entries.length === 0 ? (
          <Text>No questions have been answered here yet.</Text>
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

export const getServerSideProps = serverPage({
  load: ({ helpers }) => helpers.faq.list.prefetch(),
});

FaqPage.title = "FAQ";
