import classes from "./WaitNotice.module.css";

/**
 * A refusal for too many requests, shown next to the action it concerns ("Too many posts in a
 * short time: try again in 42 seconds."), for as long as the wait lasts (see useRetryWait). Plain
 * markup: it sits on pages whose first load carries no Mantine component (the bingo card).
 */
export function WaitNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={classes.notice}>
      {message}
    </p>
  );
}
