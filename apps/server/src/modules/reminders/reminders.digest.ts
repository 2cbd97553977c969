import { escapeHtml } from '../../platform/mail/html';
import type { OutgoingMail } from '../mail';

/** One line of a digest: what, about which vehicle, and where to open it. */
export type DigestLine = { title: string; message: string; path: string };

export type DigestContext = { appName: string; publicUrl: string; shopName: string; day: string };

const linkOf = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** One e-mail per recipient per run: every new reminder for them, text and HTML. */
export function digestMail(
  to: string,
  lines: readonly DigestLine[],
  ctx: DigestContext,
): OutgoingMail {
  const count = `${lines.length} reminder${lines.length === 1 ? '' : 's'}`;
  const subject = `${ctx.appName}: ${count} for ${ctx.shopName}`;
  const text = [
    `${count} for ${ctx.shopName} (${ctx.day}):`,
    '',
    ...lines.flatMap((l) => [
      `- ${l.title}`,
      `  ${l.message}`,
      `  ${linkOf(ctx.publicUrl, l.path)}`,
      '',
    ]),
    `You receive this from ${ctx.appName}. Choose which reminders come by e-mail in Settings: ${linkOf(ctx.publicUrl, '/settings')}`,
  ].join('\n');
  const items = lines
    .map(
      (l) =>
        `<li><strong>${escapeHtml(l.title)}</strong><br>${escapeHtml(l.message)}<br>` +
        `<a href="${escapeHtml(linkOf(ctx.publicUrl, l.path))}">Open in ${escapeHtml(ctx.appName)}</a></li>`,
    )
    .join('\n');
  const html = [
    `<p>${escapeHtml(count)} for ${escapeHtml(ctx.shopName)} (${escapeHtml(ctx.day)}):</p>`,
    `<ul>\n${items}\n</ul>`,
    `<p>Choose which reminders come by e-mail in <a href="${escapeHtml(linkOf(ctx.publicUrl, '/settings'))}">Settings</a>.</p>`,
  ].join('\n');
  return { source: 'reminders', to, subject, text, html };
}
