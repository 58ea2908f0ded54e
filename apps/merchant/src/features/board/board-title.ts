import { fill, messages } from '../../lib/messages.ts';

/** The tab's title: '(2) Novos pedidos · Painel' while orders wait, so a tab in the background still tells. */
export const boardTitle = (newOrders: number): string =>
  newOrders > 0 ? fill(messages.app.titleWithNew, { count: newOrders }) : messages.app.title;
