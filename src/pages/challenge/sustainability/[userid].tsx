import { Container, Stack, Text, Title } from "@mantine/core";
import { TRPCError } from "@trpc/server";
import type { GetServerSideProps } from "next";
import { PublicCertificateSection } from "~/features/certificates/PublicCertificateSection";
import { PublicStationsSection } from "~/features/stations/PublicStationsSection";
import type { AppPage } from "~/lib/page";
import { checkRouteParams, routeNotFoundMessage } from "~/lib/route-params";
import type { SessionPayload } from "~/lib/session-types";
import { api } from "~/lib/trpc";
import { createSsrContext } from "~/server/api/ssr";
import { toSessionPayload } from "~/server/auth/session";

type Props = { userId: string };

/**
 * Someone's public sustainability progress, one section per part of the area: the station hunt
 * here; the certificate adds its section to the same Stack.
 */
const PublicSustainabilityPage: AppPage<Props> = ({ userId }) => {
  const progress = api.sustainability.station.progress.useQuery({ userId });
  if (!progress.data) return null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{progress.data.user.name}: sustainability</Title>
          <Text>What {progress.data.user.name} did for a greener festival.</Text>
        </Stack>
        <PublicStationsSection progress={progress.data} />
        <PublicCertificateSection userId={userId} />
      </Stack>
    </Container>
  );
};

export default PublicSustainabilityPage;

export const getServerSideProps: GetServerSideProps = async (context) => {
  const checked = checkRouteParams(context, ["userid"]);
  if (!checked.ok) return checked.result;
  const userId = checked.param("userid");
  const { context: ctx, helpers } = await createSsrContext(context.req, context.res);
  try {
    await helpers.sustainability.station.progress.fetch({ userId });
    await helpers.sustainability.certificate.ofUser.prefetch({ userId });
  } catch (error) {
    if (!(error instanceof TRPCError && error.code === "NOT_FOUND")) throw error;
    // A private profile answers exactly like an unknown id.
    context.res.statusCode = 404;
    return {
      props: {
        routeError: { statusCode: 404, message: routeNotFoundMessage(context.resolvedUrl) },
      },
    };
  }
  const session: SessionPayload | null = ctx.session ? toSessionPayload(ctx.session) : null;
  return { props: { session, trpcState: helpers.dehydrate(), userId } };
};
