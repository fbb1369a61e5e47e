import { e2eMailDir, e2eMailPort, startMailServer } from "./mail-server";

/** Starts the SMTP server the app under test mails to; stops it when the run ends. */
export default async function globalSetup() {
  const appPort = Number(process.env.E2E_PORT ?? 3100);
  return startMailServer(e2eMailPort(appPort), e2eMailDir(appPort));
}
