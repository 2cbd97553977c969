import type { DemoSeedResult } from './demo';

export const FIRST_ADMIN_COMMAND =
  "npm run cli -- create-user --superuser --username <name> --email <address> --password '<a long password>'";

/**
 * What the start-up log tells the operator: how to sign in to a fresh demo (and that it is for
 * trying the product only), or how to create the first administrator of an empty database.
 */
export function startupNotice(options: {
  appName: string;
  url: string;
  demo: DemoSeedResult | null;
  noUsers: boolean;
}): { level: 'info' | 'warn'; message: string } | null {
  const { appName, url, demo } = options;
  if (demo) {
    return {
      level: 'info',
      message: [
        `${appName} is ready at ${url}`,
        `Sign in with one of the demo accounts: ${demo.usernames.join(', ')}`,
        `Password: ${demo.passwordHint}`,
        `The demo accounts are for trying ${appName}, not for real data: their password is published.`,
        `For real use, run with DATABASE_URL (PostgreSQL) and create your own administrator.`,
      ].join('\n'),
    };
  }
  if (options.noUsers) {
    return {
      level: 'warn',
      message: [
        `${appName} has no accounts yet. Create the first administrator with:`,
        `  ${FIRST_ADMIN_COMMAND}`,
        `then a shop (npm run cli -- create-shop --name "...") and their membership (add-member).`,
      ].join('\n'),
    };
  }
  return null;
}
