import { staffCalls } from '@delivery/contract/calls/staff';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TStaffSessionResponse } from '@delivery/contract/staff';
import { messages } from '../apps/merchant/src/lib/messages.ts';

/** The panel's own texts, read from the module it shows them from, so a test never copies a word. */
export const panel = messages;

/** The demo's staff password (README "The shops' side"). */
export const demoPassword = 'painel123';

export const ownerOf = (slug: string) => `dono@${slug}.exemplo.com.br`;

/** Signs in through the panel's form, as someone at the counter does, and waits for the board. */
export async function signInToPanel(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/painel/');
  await expect(page).toHaveURL(/\/painel\/entrar$/);
  await page.getByLabel(panel.auth.email).fill(email);
  await page.getByLabel(panel.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: panel.auth.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { name: panel.board.title, level: 1 })).toBeAttached();
}

/** A staff session by the API, for setting a test up. */
export async function staffSession(request: APIRequestContext, email: string): Promise<TStaffSessionResponse> {
  const answer = (await (
    await request.post(staffCalls.staffSignIn.path, { data: { validate: 1, email, password: demoPassword } })
  ).json()) as TStaffSessionResponse;
  expect(answer.error_type, answer.message).toBe(0);
  return answer;
}

/** The link of the newest e-mail the sandbox outbox holds for `to` that points into the panel. */
export async function panelLinkFromOutbox(request: APIRequestContext, to: string, page: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages: sent } = (await response.json()) as { messages: Array<{ text: string }> };
        link = sent[0]?.text.match(new RegExp(`https?://\\S+/painel/${page}\\?token=\\S+`))?.[0] ?? '';
        return link;
      },
      { message: `a /painel/${page} link sent to ${to}` },
    )
    .not.toBe('');
  return link;
}
