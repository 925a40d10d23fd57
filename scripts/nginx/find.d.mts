/** The one command that installs nginx with the brotli modules (Debian, as root). */
export const nginxInstallCommand: string;
/** The message printed when nginx is missing, with the command that installs it. */
export const nginxMissingMessage: string;
/** The nginx binary, or null when Debian's `nginx` package is not installed. */
export function findNginx(): string | null;
