import { escapeMarkup } from '@shop/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The validity of a login link, also named in the mail. */
export const LOGIN_LINK_MINUTES = 15;

/** The back-office page a login link opens (apps/web config/paths.ts backofficeLoginLink). */
export function loginLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/backend/login/link/${encodeURIComponent(token)}`;
}

/** The German mail with a one-time login link (texts ours). */
export function renderLoginLinkMail(input: {
  to: string;
  url: string;
  shopName: string;
}): MailMessage {
  const subject = `Ihr Anmeldelink für ${input.shopName}`;
  const lines = [
    'Guten Tag,',
    '',
    'mit dem folgenden Link melden Sie sich im Back-Office an:',
    input.url,
    '',
    `Der Link ist ${LOGIN_LINK_MINUTES} Minuten gültig und kann nur einmal verwendet werden.`,
    'Wenn Sie keinen Anmeldelink angefordert haben, können Sie diese E-Mail ignorieren.',
  ];
  const url = escapeMarkup(input.url);
  const html = [
    '<p>Guten Tag,</p>',
    '<p>mit dem folgenden Link melden Sie sich im Back-Office an:</p>',
    `<p><a href="${url}">Jetzt anmelden</a></p>`,
    `<p>Der Link ist ${LOGIN_LINK_MINUTES} Minuten gültig und kann nur einmal verwendet werden.`,
    'Wenn Sie keinen Anmeldelink angefordert haben, können Sie diese E-Mail ignorieren.</p>',
  ].join('\n');
  return { to: input.to, subject, text: lines.join('\n'), html };
}
