import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PanelShell } from './layout/panel-shell.tsx';
import { SalesArea } from './layout/sales-area.tsx';
import { SettingsArea } from './layout/settings-area.tsx';
import { InviteRoute, NewPasswordRoute, ResetRequestRoute, SignInRoute } from './routes/auth-pages.tsx';
import { BoardRoute } from './routes/board.tsx';
import { CardConnectRoute } from './routes/card-connect.tsx';
import { CommissionPlansRoute } from './routes/commission-plans.tsx';
import { CouponsRoute } from './routes/coupons.tsx';
import { KitchenRoute } from './routes/kitchen.tsx';
import { MenuRoute } from './routes/menu.tsx';
import { NewOrderRoute } from './routes/new-order.tsx';
import { OrderHistoryRoute } from './routes/order-history.tsx';
import { PrinterRoute } from './routes/printer.tsx';
import { ReviewsRoute } from './routes/reviews.tsx';
import { SalesRoute } from './routes/sales.tsx';
import { ShopSettingsRoute } from './routes/shop-settings.tsx';
import { StatementsRoute } from './routes/statements.tsx';
import { TeamRoute } from './routes/team.tsx';
import { TenantShopsRoute } from './routes/tenant-shops.tsx';
import { TenantRoute } from './routes/tenant.tsx';

/**
 * The panel's routes, apart from the router so the screen tests draw them in memory. The paths of
 * the e-mail links, convite and nova-senha, and Mercado Pago's way back, mercadopago, are the API's
 * (staff service, payments' card-connect.ts) and must not change.
 */
export const panelRoutes: RouteObject[] = [
  { path: 'entrar', Component: SignInRoute },
  { path: 'esqueci-senha', Component: ResetRequestRoute },
  { path: 'nova-senha', Component: NewPasswordRoute },
  { path: 'convite', Component: InviteRoute },
  {
    Component: PanelShell,
    children: [
      { index: true, Component: BoardRoute },
      // Every order of the shop, beyond the board's 12 hours.
      { path: 'historico', Component: OrderHistoryRoute },
      // An order taken at the counter or by phone (decision 0100).
      { path: 'novo-pedido', Component: NewOrderRoute },
      // The kitchen's screen: orders to make, item by item (decision 0099).
      { path: 'cozinha', Component: KitchenRoute },
      { path: 'cardapio', Component: MenuRoute },
      {
        path: 'vendas',
        Component: SalesArea,
        children: [
          { index: true, Component: SalesRoute },
          { path: 'cupons', Component: CouponsRoute },
          { path: 'financeiro', Component: StatementsRoute },
          { path: 'avaliacoes', Component: ReviewsRoute },
        ],
      },
      { path: 'equipe', Component: TeamRoute },
      // This device's printer (decision 0093), from the board's "Ajustes deste aparelho".
      { path: 'impressora', Component: PrinterRoute },
      // Mercado Pago's way back after connecting an account (decision 0084): the API's RETURN_PATH.
      { path: 'mercadopago', Component: CardConnectRoute },
      {
        Component: SettingsArea,
        children: [
          // One page per section of the shop's settings: /loja/horarios, /loja/entrega, /loja/pagamentos.
          { path: 'loja/:section?', Component: ShopSettingsRoute },
          // The tenant's own settings, one page per section: /plataforma/aparencia, /entrar, /links.
          { path: 'plataforma/:page?', Component: TenantRoute },
          // The marketplace's shops, cities and districts, its operators' (decision 0039).
          { path: 'lojas', Component: TenantShopsRoute },
          // The marketplace's commission plans, its operators' too.
          { path: 'comissoes', Component: CommissionPlansRoute },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The panel lives under /painel/ (the server serves it there for the Host's tenant). */
export const createPanelRouter = () => createBrowserRouter(panelRoutes, { basename: '/painel' });
