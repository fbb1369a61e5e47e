import { carePostPage } from "~/features/care/CarePostForm";
import { serverPage } from "~/server/api/ssr";
import { titled } from "~/lib/page";

export default titled("Joy of giving", carePostPage("JOY_OF_GIVING"));
/** Open to everyone: a visitor sees what the form is and a prompt to sign in. */
export const getServerSideProps = serverPage();
