import { carePostPage } from "~/features/care/CarePostForm";
import { serverPage } from "~/server/api/ssr";

export default carePostPage("JOY_OF_GIVING");
/** Open to everyone: a visitor sees what the form is and a prompt to sign in. */
export const getServerSideProps = serverPage({ messages: ["care"] });
