import { Container } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { PublicBingoCard } from "~/features/bingo/PublicBingoCard";
import type { AppPage } from "~/lib/page";
import { bingoPageProps, type BingoPageProps } from "~/server/services/bingo-ssr";

/** Someone's bingo card, read-only: only when their profile is public, else 404. */
const PublicBingoCardPage: AppPage<BingoPageProps> = ({ difficulty, userId }) => (
  <Container size="lg" py="xl">
    {userId && <PublicBingoCard difficulty={difficulty} userId={userId} />}
  </Container>
);
PublicBingoCardPage.layout = "bingo";

export default PublicBingoCardPage;

export const getServerSideProps: GetServerSideProps = (context) => bingoPageProps(context, true);
