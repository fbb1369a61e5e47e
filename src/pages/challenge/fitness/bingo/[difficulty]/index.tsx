import { Container } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { MyBingoCard } from "~/features/bingo/MyBingoCard";
import type { AppPage } from "~/lib/page";
import { bingoPageProps, type BingoPageProps } from "~/server/services/bingo-ssr";

/** My bingo card of a difficulty (DESIGN.md §5): marking needs sign-in, looking does not. */
const BingoCardPage: AppPage<BingoPageProps> = ({ difficulty }) => (
  <Container size="lg" py="xl">
    <MyBingoCard difficulty={difficulty} />
  </Container>
);
BingoCardPage.layout = "bingo";

export default BingoCardPage;

export const getServerSideProps: GetServerSideProps = (context) => bingoPageProps(context, false);
